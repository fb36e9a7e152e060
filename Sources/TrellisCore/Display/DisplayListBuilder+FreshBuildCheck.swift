import Foundation

/// The fresh-build self-check: in debug builds with `TRELLIS_DISPLAY_CHECK=1`,
/// every incremental list is compared with one drawn from scratch, so a
/// missing mark shows as a warning (or a stop) at the frame that lost it.
extension DisplayListBuilder {
    #if DEBUG
    /// Builds the list again from scratch and compares; a difference is a
    /// missing mark, so it is reported and the fresh list shown.
    func check(_ list: inout DisplayList, root: LayoutNode) {
        // From scratch, as a list made without the builder, but culling as this build did.
        var fresh = DisplayList()
        fresh.context.drawsEveryRow = cullingSuspended
        root.appendGraphics(to: &fresh)
        guard fresh.graphics != list.graphics else { return }
        mismatches += 1
        let common = min(fresh.graphics.count, list.graphics.count)
        let index = (0..<common).first { fresh.graphics[$0] != list.graphics[$0] } ?? common
        Diagnostics.warnOnce("display-list-check", "The incremental display list differs from a fresh build at graphic \(index) of \(fresh.graphics.count) (incremental has \(list.graphics.count)); showing the fresh one")
        if ProcessInfo.processInfo.environment["TRELLIS_DISPLAY_CHECK_FATAL"] != nil {
            let a = index < fresh.graphics.count ? "\(fresh.graphics[index])" : "-"
            let b = index < list.graphics.count ? "\(list.graphics[index])" : "-"
            fatalError("display list mismatch at \(index):\nfresh \(a)\nincremental \(b)")
        }
        list = DisplayList(graphics: fresh.graphics, changes: .all, stamps: list.animationStamps, identity: list.identity)
        reset()
        markAll(root)
    }

    private func markAll(_ node: LayoutNode) {
        node.display.needsRebuild = true
        node.display.changesAll = true
        node.display.builtIn = 0
        for child in node.children { markAll(child) }
    }
    #endif
}
