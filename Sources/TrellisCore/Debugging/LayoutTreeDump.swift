/// The layout tree as indented text: one line per layout node, with its
/// frame, the proposals it has answered since its sizes were last forgotten,
/// and the marks that wait for the next layout or display build.
///
/// A line reads `TypeName #id frame (x, y, w×h) v version input asked:
/// [w×h → w×h, ...] marks: [...]`; `input` says the node has an interaction
/// (a control, or a tap kept in the layout it is on). `asked` lists the cached
/// answers in the order they were worked out, lengths along one axis as
/// `w×h → h along vertical`. Marks: `place` (to be placed again), `rebuild`
/// (its display path is to be built), `changes-all` (every graphic below to
/// be drawn afresh), `own` (its own graphics changed) and `moved dx,dy` (to be
/// shifted without placing).
extension ViewGraph {
    package func dumpLayoutTree() -> String {
        var text = DumpText()
        text.line("layout tree", depth: 0)
        windowLayout.dump(into: &text, depth: 1)
        return text.text
    }
}

extension LayoutNode {
    fileprivate func dump(into text: inout DumpText, depth: Int) {
        var line = "\(DumpText.typeName(type(of: self))) \(graphicID) frame \(DumpText.rect(frame))"
        if contentVersion != 0 { line += " v\(contentVersion)" }
        if interaction != nil { line += " input" }
        // Sizes first, then lengths.
        var asked: [String] = []
        for answer in keptAnswers.answers where answer.axis == nil {
            asked.append("\(DumpText.proposal(answer.kept.proposal)) → \(DumpText.size(answer.size))")
        }
        for answer in keptAnswers.answers {
            if let axis = answer.axis { asked.append("\(DumpText.proposal(answer.kept.proposal)) → \(DumpText.number(answer.length)) along \(axis)") }
        }
        if !asked.isEmpty { line += " asked: [\(asked.joined(separator: ", "))]" }
        var marks: [String] = []
        if needsPlacement { marks.append("place") }
        if display.needsRebuild { marks.append("rebuild") }
        if display.changesAll { marks.append("changes-all") }
        if display.ownChanged { marks.append("own") }
        if let moved = display.movedBy { marks.append("moved \(DumpText.number(moved.width)),\(DumpText.number(moved.height))") }
        if !marks.isEmpty { line += " marks: [\(marks.joined(separator: ", "))]" }
        text.line(line, depth: depth)
        for child in children { child.dump(into: &text, depth: depth + 1) }
    }
}
