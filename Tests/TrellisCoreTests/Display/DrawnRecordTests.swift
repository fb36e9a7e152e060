import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

/// A layout node keeps what a build wrote about where it drew in a record
/// made when it is first drawn (`DrawnRecord`): the rows of a long eager stack
/// that the scroll view never showed keep none, and the rows it shows draw
/// as a fresh build would.
@MainActor
@Suite struct DrawnRecordTests {
    private func texts(in node: LayoutNode) -> [TextLayout] {
        if let text = node as? TextLayout { return [text] }
        return node.children.flatMap { texts(in: $0) }
    }

    @Test func onlyTheRowsOnScreenKeepARecord() throws {
        let graph = ViewGraph(content: ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<500, id: \.self) { Text("Row \($0)") }
            }
        })
        graph.displayBuilder.checksAgainstFreshBuild = true
        let context = LayoutContext(textMeasurer: FixedPitchTextMeasurer())
        graph.update()
        graph.layOut(in: Size(width: 300, height: 200), context: context)
        let list = graph.updateDisplayList()

        let rows = texts(in: graph.rootLayout)
        #expect(rows.count == 500)
        let drawn = rows.filter { text in
            list.graphics.contains { $0.id == text.graphicID }
        }
        // The viewport shows the first rows; the stack leaves the rest out (`StackCulling`).
        #expect(!drawn.isEmpty && drawn.count < 100, "\(drawn.count) rows drawn")
        #expect(drawn.allSatisfy { $0.display.isRecorded && $0.display.builtIn != 0 && $0.display.count == 1 })
        let unseen = rows.filter { text in !drawn.contains { $0 === text } }
        #expect(unseen.allSatisfy { !$0.display.isRecorded })
        // Unrecorded, a node reads as never drawn.
        let last = try #require(unseen.last)
        #expect(last.display.builtIn == 0 && last.display.repaintIndex == -1 && last.display.drawnChildren.isEmpty)
        #expect(last.display.movedBy == nil && last.display.ownIDs.isEmpty)
    }
}
