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
    private struct Editor: View {
        @State var text = (0..<40).map { "line \($0)" }.joined(separator: "\n")
        var body: some View {
            TextEditor(text: $text)
                .opacity(0.5)
        }
    }

    private let size = Size(width: 300, height: 400)
    private let context = LayoutContext(textMeasurer: FixedPitchTextMeasurer())

    private func findEditor(in node: LayoutNode) -> MultilineTextLayout? {
        if let editor = node as? MultilineTextLayout { return editor }
        for child in node.children { if let found = findEditor(in: child) { return found } }
        return nil
    }

    private func nextList(_ graph: ViewGraph) -> DisplayList {
        graph.update()
        graph.layOut(in: size, context: context)
        return graph.updateDisplayList()
    }

    /// A focused editor, drawn, with its caret at the start of "line 3".
    private func focusedEditor() throws -> (ViewGraph, MultilineTextLayout) {
        let graph = ViewGraph(content: Editor())
        graph.displayBuilder.checksAgainstFreshBuild = true
        _ = nextList(graph)
        let editor = try #require(findEditor(in: graph.windowLayout))
        editor.isFocused = true
        editor.moveCaret(to: TextPosition(line: 3, column: 0), extending: false)
        _ = nextList(graph)
        return (graph, editor)
    }

    private func rowText(of graphic: Graphic) -> String? {
        if case .text(let run) = graphic.content { return run.string }
        return nil
    }

    @Test func aKeystrokeDrawsTheEditedRowAndTheCaretAlone() throws {
        let (graph, editor) = try focusedEditor()
        editor.type("x")
        let list = nextList(graph)
        #expect(graph.displayBuilder.nodesDrawnInPart == 1)
        #expect(graph.displayBuilder.mismatches == 0, "the list equals one built from scratch")
        #expect(list.changes.touched.count == 2, "the row and the caret: \(list.changes.touched.count)")
        #expect(list.changes.gone.isEmpty)
        // The enclosing opacity applies to what is drawn in part, as to a whole draw.
        let row = try #require(list.graphics.first { rowText(of: $0) == "xline 3" })
        #expect(row.opacity == 0.5)
        // The next keystroke into the same row is drawn in part too.
        editor.type("y")
        _ = nextList(graph)
        #expect(graph.displayBuilder.nodesDrawnInPart == 1)
        #expect(graph.displayBuilder.mismatches == 0)
    }

    @Test func whatItCannotFollowDrawsTheWholeBox() throws {
        let (graph, editor) = try focusedEditor()
        // A selection's graphics follow the rows.
        editor.moveCaret(to: TextPosition(line: 3, column: 2), extending: true)
        _ = nextList(graph)
        editor.type("ab")
        _ = nextList(graph)
        #expect(graph.displayBuilder.nodesDrawnInPart == 0)
        #expect(graph.displayBuilder.mismatches == 0)
        // A row that empties leaves the list.
        editor.moveCaret(to: TextPosition(line: 5, column: 0), extending: false)
        editor.moveCaret(to: TextPosition(line: 5, column: 6), extending: true)
        editor.type("")
        let emptied = nextList(graph)
        #expect(graph.displayBuilder.nodesDrawnInPart == 0)
        #expect(graph.displayBuilder.mismatches == 0)
        #expect(!emptied.graphics.contains { rowText(of: $0) == "line 5" })
        // A line that wraps to a second row moves every row below it.
        editor.moveCaret(to: TextPosition(line: 7, column: 0), extending: false)
        _ = nextList(graph)
        editor.type(String(repeating: "w", count: 60))
        _ = nextList(graph)
        #expect(graph.displayBuilder.nodesDrawnInPart == 0)
        #expect(graph.displayBuilder.mismatches == 0)
        // Typed into a line that stays one row, it draws in part again.
        editor.moveCaret(to: TextPosition(line: 9, column: 0), extending: false)
        _ = nextList(graph)
        editor.type("z")
        _ = nextList(graph)
        #expect(graph.displayBuilder.nodesDrawnInPart == 1)
        #expect(graph.displayBuilder.mismatches == 0)
    }
}
