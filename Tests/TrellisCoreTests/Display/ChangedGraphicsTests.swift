import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

/// A node that knows which of its graphics an edit changed draws only those
/// (`DisplayListBuilder+ChangedGraphics`): an editor's keystroke draws the
/// edited row and the caret, not the screenful of rows. Whatever it draws,
/// the list equals one built from scratch, and anything the editor cannot
/// follow that way (a selection, a row that empties, rows that move) draws
/// the whole box again.
@MainActor
@Suite struct ChangedGraphicsTests {
    /// An editor under an opacity, focused, with its caret at the start of "line 3".
    private func focusedEditor() throws -> (EditorGraph, MultilineTextLayout) {
        let notes = try EditorGraph(EditorGraph.Notes().opacity(0.5))
        notes.editor.isFocused = true
        notes.editor.moveCaret(to: TextPosition(line: 3, column: 0), extending: false)
        _ = notes.nextList()
        return (notes, notes.editor)
    }

    @Test func aKeystrokeDrawsTheEditedRowAndTheCaretAlone() throws {
        let (notes, editor) = try focusedEditor()
        let graph = notes.graph
        editor.type("x")
        let list = notes.nextList()
        #expect(graph.displayBuilder.nodesDrawnInPart == 1)
        #expect(graph.displayBuilder.mismatches == 0, "the list equals one built from scratch")
        #expect(list.changes.touched.count == 2, "the row and the caret: \(list.changes.touched.count)")
        #expect(list.changes.gone.isEmpty)
        // The enclosing opacity applies to what is drawn in part, as to a whole draw.
        let row = try #require(list.graphics.first { EditorGraph.rowText(of: $0) == "xline 3" })
        #expect(row.opacity == 0.5)
        // The next keystroke into the same row is drawn in part too.
        editor.type("y")
        _ = notes.nextList()
        #expect(graph.displayBuilder.nodesDrawnInPart == 1)
        #expect(graph.displayBuilder.mismatches == 0)
    }

    @Test func whatItCannotFollowDrawsTheWholeBox() throws {
        let (notes, editor) = try focusedEditor()
        let graph = notes.graph
        // A selection's graphics follow the rows.
        editor.moveCaret(to: TextPosition(line: 3, column: 2), extending: true)
        _ = notes.nextList()
        editor.type("ab")
        _ = notes.nextList()
        #expect(graph.displayBuilder.nodesDrawnInPart == 0)
        #expect(graph.displayBuilder.mismatches == 0)
        // A row that empties leaves the list.
        editor.moveCaret(to: TextPosition(line: 5, column: 0), extending: false)
        editor.moveCaret(to: TextPosition(line: 5, column: 6), extending: true)
        editor.type("")
        let emptied = notes.nextList()
        #expect(graph.displayBuilder.nodesDrawnInPart == 0)
        #expect(graph.displayBuilder.mismatches == 0)
        #expect(!emptied.graphics.contains { EditorGraph.rowText(of: $0) == "line 5" })
        // A line that wraps to a second row moves every row below it.
        editor.moveCaret(to: TextPosition(line: 7, column: 0), extending: false)
        _ = notes.nextList()
        editor.type(String(repeating: "w", count: 60))
        _ = notes.nextList()
        #expect(graph.displayBuilder.nodesDrawnInPart == 0)
        #expect(graph.displayBuilder.mismatches == 0)
        // Typed into a line that stays one row, it draws in part again.
        editor.moveCaret(to: TextPosition(line: 9, column: 0), extending: false)
        _ = notes.nextList()
        editor.type("z")
        _ = notes.nextList()
        #expect(graph.displayBuilder.nodesDrawnInPart == 1)
        #expect(graph.displayBuilder.mismatches == 0)
    }
}
