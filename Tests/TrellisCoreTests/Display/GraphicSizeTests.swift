import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

/// The display list is copied, measured and drawn graphic by graphic, so a
/// graphic's size is paid many times a frame. Text runs and styled paints
/// are boxed; a text graphic is as small as a fill.
@MainActor
@Suite struct GraphicSizeTests {
    @Test func graphicsAreSmallWhateverTheyDraw() {
        #expect(MemoryLayout<GraphicContent>.size <= 40)
        #expect(MemoryLayout<ShapePaint>.size <= 17)
        #expect(MemoryLayout<Graphic>.size <= 208)
    }

    @Test func boxedRunsCompareAndChangeByValue() {
        let run = TextRun(string: "Row 1", font: .system(size: 15), color: RGBA(r: 0, g: 0, b: 0))
        var changed = run
        changed.lines = ["Row", "1"]
        let a = GraphicContent.text(run), b = GraphicContent.text(run), c = GraphicContent.text(changed)
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a != c)
        guard case .text(let inside) = a else { Issue.record("not text"); return }
        #expect(inside.lines.isEmpty)
    }
}
