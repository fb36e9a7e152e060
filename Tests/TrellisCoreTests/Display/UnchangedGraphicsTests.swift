import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

/// A node that draws many graphics draws them all again when one changes;
/// the builder puts in place only those that differ from what they replace
/// (`DisplayListBuilder+UnchangedGraphics`), and the list still equals one
/// built from scratch.
@MainActor
@Suite struct UnchangedGraphicsTests {
    private struct Editor: View {
        @State var text = (0..<40).map { "line \($0)" }.joined(separator: "\n")
        var body: some View {
            TextEditor(text: $text)
        }
    }

    private let size = Size(width: 300, height: 400)

    private func findEditor(in node: LayoutNode) -> MultilineTextLayout? {
        if let editor = node as? MultilineTextLayout { return editor }
        for child in node.children { if let found = findEditor(in: child) { return found } }
        return nil
    }

    private func rowText(of graphic: Graphic) -> String? {
        if case .text(let run) = graphic.content { return run.string }
        return nil
    }

    @Test func aKeystrokeSplicesTheEditedRowAndTheCaretAlone() throws {
        let graph = ViewGraph(content: Editor())
        graph.displayBuilder.checksAgainstFreshBuild = true
        let context = LayoutContext(textMeasurer: FixedPitchTextMeasurer())
        func nextList() -> DisplayList {
            graph.update()
            graph.layOut(in: size, context: context)
            return graph.updateDisplayList()
        }
        _ = nextList()
        let editor = try #require(findEditor(in: graph.windowLayout))
        editor.isFocused = true
        let before = nextList()
        let rows = before.graphics.compactMap(rowText)
        #expect(rows.count > 15, "\(rows.count) rows drawn")

        editor.type("x")
        let list = nextList()
        #expect(list.graphics.count == before.graphics.count)
        #expect(list.graphics.compactMap(rowText).first == "xline 0")
        // The first row's text and the caret, which moved along it; not the other rows or the box.
        #expect(list.changes.touched.count == 2, "\(list.changes.touched.count) graphics touched")
        let splices = try #require(list.changes.splices)
        #expect(splices.allSatisfy { $0.replacesInPlace })
        #expect(splices.reduce(0) { $0 + $1.count } == 2)
        // The edited line is wrapped anew, its row keeping its graphic: nothing is gone.
        #expect(list.changes.gone.isEmpty)
        #expect(list.graphics.first { rowText(of: $0) == "xline 0" }?.id == before.graphics.first { rowText(of: $0) == "line 0" }?.id)
    }

    @Test func aChangeToEveryGraphicIsOneSplice() throws {
        let graph = ViewGraph(content: Editor().font(.body))
        graph.displayBuilder.checksAgainstFreshBuild = true
        let context = LayoutContext(textMeasurer: FixedPitchTextMeasurer())
        graph.update()
        graph.layOut(in: size, context: context)
        let before = graph.updateDisplayList()
        let editor = try #require(findEditor(in: graph.windowLayout))
        editor.textColor = RGBA(r: 200, g: 0, b: 0)
        graph.update()
        graph.layOut(in: size, context: context)
        let list = graph.updateDisplayList()
        let rows = list.graphics.compactMap(rowText).count
        #expect(rows > 15)
        #expect(list.changes.touched.count >= rows)
        #expect(list.changes.splices?.count == 1)
        #expect(list.graphics.count == before.graphics.count)
    }
}
