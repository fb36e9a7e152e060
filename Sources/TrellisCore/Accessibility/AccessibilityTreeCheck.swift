import Foundation

/// The fresh-build self-check of the kept accessibility tree: in debug
/// builds with `TRELLIS_ACCESSIBILITY_CHECK=1`, every tree built from kept
/// objects is compared with one built from scratch, so a change that marked
/// nothing shows at the build that missed it. `=fatal` stops there.
extension FrameDriver {
    #if DEBUG
    nonisolated private static let checkMode = ProcessInfo.processInfo.environment["TRELLIS_ACCESSIBILITY_CHECK"]

    /// Compares `tree` with a tree built now without kept objects.
    func checkAgainstFreshBuild(_ tree: AccessibilityNode) {
        // A state written since the last frame is read by some controls' objects
        // (a toggle's binding) before the frame marks them: the tree is the last
        // frame's, so it is compared only once no change waits for a frame.
        guard let mode = Self.checkMode, mode != "0", !graph.hasPendingUpdates, !graph.needsLayout else { return }
        let scratch = AccessibilityTreeCache()
        let fresh = AccessibilityTreeBuilder.window(graph.windowLayout, title: graph.windowTitle, size: size, cache: scratch, epoch: 1)
        if let scope = router.readerFocus { fresh.moveFocus(into: scope, undoneBy: scratch) }
        let kept = tree.checkSignature, made = fresh.checkSignature
        guard kept != made else { return }
        let keptLines = kept.split(separator: "\n"), madeLines = made.split(separator: "\n")
        let common = min(keptLines.count, madeLines.count)
        let index = (0..<common).first { keptLines[$0] != madeLines[$0] } ?? common
        let message = "The kept accessibility tree differs from a fresh build at line \(index):\n"
            + "kept  \(index < keptLines.count ? keptLines[index] : "-")\nfresh \(index < madeLines.count ? madeLines[index] : "-")"
        if mode == "fatal" { fatalError(message) }
        Diagnostics.warnOnce("accessibility-check", message)
    }
    #endif
}

extension AccessibilityNode {
    /// Everything a reader can learn of this object and those inside it, one line each.
    var checkSignature: String {
        var lines: [String] = []
        func visit(_ node: AccessibilityNode, depth: Int) {
            var line = String(repeating: " ", count: depth) + "\(node.role) \"\(node.name)\" v=\(node.value ?? "-") h=\(node.hint)"
            line += " id=\(node.identifier) r=\(node.range.map(\.description) ?? "-") l=\(node.headingLevel ?? -1)"
            line += " s=\(node.states.atspiNames.sorted()) f=\(node.frame) a=\(node.actionNames)"
            line += " i=\(node.itemIndex ?? -1)/\(node.itemCount ?? -1) c=\(node.caretOffset ?? -1) sel=\(String(describing: node.selectedRange))"
            line += " lb=\(node.labelledBy?.name ?? "-") lf=\(node.labelFor?.name ?? "-") src=\(node.source.map { "\(type(of: $0))" } ?? "-")"
            lines.append(line)
            for child in node.children { visit(child, depth: depth + 1) }
        }
        visit(self, depth: 0)
        return lines.joined(separator: "\n")
    }
}
