import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

/// A node that draws many graphics draws them all again when one changes;
/// the builder puts in place only those that differ from what they replace
/// (`DisplayListBuilder+UnchangedGraphics`), and the list still equals one
/// built from scratch.
@MainActor
@Suite struct UnchangedGraphicsTests {
    @Test func aKeystrokeSplicesTheEditedRowAndTheCaretAlone() throws {
        let notes = try EditorGraph(EditorGraph.Notes())
        let editor = notes.editor
        editor.isFocused = true
        let before = notes.nextList()
        let rows = before.graphics.compactMap(EditorGraph.rowText)
        #expect(rows.count > 15, "\(rows.count) rows drawn")

        // Forgetting what it drew makes the editor draw its whole box again, as a
        // node that cannot say which graphics changed does (`appendChangedGraphics`).
        editor.drawn = nil
        editor.type("x")
        let list = notes.nextList()
        #expect(notes.graph.displayBuilder.nodesDrawnInPart == 0)
        #expect(notes.graph.displayBuilder.mismatches == 0)
        #expect(list.graphics.count == before.graphics.count)
        #expect(list.graphics.compactMap(EditorGraph.rowText).first == "xline 0")
        // The first row's text and the caret, which moved along it; not the other rows or the box.
        #expect(list.changes.touched.count == 2, "\(list.changes.touched.count) graphics touched")
        let splices = try #require(list.changes.splices)
        #expect(splices.allSatisfy { $0.replacesInPlace })
        #expect(splices.reduce(0) { $0 + $1.count } == 2)
        // The edited line is wrapped anew, its row keeping its graphic: nothing is gone.
        #expect(list.changes.gone.isEmpty)
        #expect(list.graphics.first { EditorGraph.rowText(of: $0) == "xline 0" }?.id
                == before.graphics.first { EditorGraph.rowText(of: $0) == "line 0" }?.id)
    }

    @Test func aChangeToEveryGraphicIsOneSplice() throws {
        let notes = try EditorGraph(EditorGraph.Notes().font(.body))
        notes.editor.textColor = RGBA(r: 200, g: 0, b: 0)
        let list = notes.nextList()
        let rows = list.graphics.compactMap(EditorGraph.rowText).count
        #expect(rows > 15)
        #expect(list.changes.touched.count >= rows)
        #expect(list.changes.splices?.count == 1)
        #expect(list.graphics.count == notes.first.graphics.count)
    }
}
