import Observation
import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

/// Adds glyph spans as `AddingTextMeasurer` does, and counts the characters
/// (UTF-8 bytes) it is asked to measure.
@MainActor
private final class CharacterCountingMeasurer: TextMeasuring {
    let base: AddingTextMeasurer
    private(set) var characters = 0

    init(offersTable: Bool) { base = AddingTextMeasurer(offersTable: offersTable) }

    func width(of text: String, in font: Font) -> Double {
        characters += text.utf8.count
        return base.width(of: text, in: font)
    }

    func lineHeight(of font: Font) -> Double { base.lineHeight(of: font) }
    func advanceTable(for font: Font) -> GlyphAdvanceTable? { base.advanceTable(for: font) }
}

/// Long text of words, runs of spaces, words longer than a line and now and
/// then a letter beyond ASCII, and maybe a line break somewhere.
private func longText(seed: UInt64, bytes: Int, lineBreakAt: Int? = nil) -> String {
    var state = seed
    func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
    let pieces = ["a", "lorem", "ipsum", "dolor", "sit", "amet.", "W", "jiffy", "Tyrannosaurus",
                  "x1y2z3w4v5u6t7s8x1y2z3w4v5u6t7s8x1y2z3w4v5u6t7s8", " ", "(f)", "...", "é", "中文"]
    var text = ""
    while text.utf8.count < bytes {
        if let lineBreakAt, text.utf8.count >= lineBreakAt, !text.contains("\n") { text += "\n" }
        text += pieces[next(seed % 3 == 0 ? 13 : pieces.count)]
        text += next(4) == 0 ? "  " : " "
    }
    return text
}

/// The text graphic of `view` laid out `width` wide: its frame and the lines it shows.
@MainActor
private func shown(_ view: some View, width: Double, measurer: TextMeasuring,
                   context: LayoutContext? = nil) -> (frame: Rect, lines: [String])? {
    let graph = ViewGraph(content: view)
    graph.update()
    let context = context ?? LayoutContext(textMeasurer: measurer)
    graph.layOut(in: Size(width: width, height: 200), context: context)
    for graphic in graph.makeDisplayList().graphics {
        if case .text(let run) = graphic.content { return (graphic.frame, run.displayedLines) }
    }
    return nil
}

@MainActor
@Suite struct OneLineTextTests {
    // SwiftUI: `lineLimit(1)` shows one line, and `truncationMode(.tail)` (the default) puts "…" at its end.
    @Test(arguments: [true, false])
    func aLongOneLineTextMeasuresOnlyItsStart(offersTable: Bool) {
        let text = longText(seed: 3, bytes: 1 << 20)
        let measurer = CharacterCountingMeasurer(offersTable: offersTable)
        let context = LayoutContext(textMeasurer: measurer)
        let counters = context.counters
        let view = Text(text).lineLimit(1).frame(width: 300)
        guard let title = shown(view, width: 400, measurer: measurer, context: context) else {
            Issue.record("the title drew no text")
            return
        }
        #expect(title.lines.count == 1 && title.lines[0].hasSuffix("…"))
        #expect(title.frame.width <= 300)
        // A megabyte, of which a few hundred characters can show.
        #expect(counters.charactersMeasured < 16_384, "\(counters.charactersMeasured) bytes measured")
        #expect(measurer.characters < 16_384, "\(measurer.characters) bytes asked of the measurer")
    }

    @Test func aTitleWhoseStringChangesMeasuresItsStartAgainNotTheWhole() {
        let model = Title(text: longText(seed: 5, bytes: 1 << 20))
        let measurer = CharacterCountingMeasurer(offersTable: true)
        let context = LayoutContext(textMeasurer: measurer)
        let graph = ViewGraph(content: TitleView(model: model))
        graph.update()
        graph.layOut(in: Size(width: 500, height: 200), context: context)
        _ = graph.makeDisplayList()
        for keystroke in 0..<5 {
            context.counters.charactersMeasured = 0
            model.text += keystroke.isMultiple(of: 2) ? "x" : " "
            graph.update()
            graph.layOut(in: Size(width: 500, height: 200), context: context)
            _ = graph.makeDisplayList()
            #expect(context.counters.charactersMeasured < 16_384, "keystroke \(keystroke): \(context.counters.charactersMeasured) bytes")
        }
    }

    /// Measured by its start or whole, a one-line text shows the same line
    /// in the same frame. A selectable text is measured whole (a selection
    /// may reach anywhere), so it shows what measuring all of it gives.
    @Test(arguments: [true, false])
    func theStartShowsWhatTheWholeTextShows(offersTable: Bool) {
        let measurer = CharacterCountingMeasurer(offersTable: offersTable)
        for seed in UInt64(1)...12 {
            let breakAt: Int? = seed % 4 == 0 ? Int(seed) * 40 : (seed % 4 == 1 ? 9_000 : nil)
            let text = longText(seed: seed, bytes: 12_000, lineBreakAt: breakAt)
            for width in [0.0, 9, 61, 137, 300, 421, 777, 1_500] {
                let cut = shown(Text(text).lineLimit(1).frame(maxWidth: width), width: 2_000, measurer: measurer)
                let whole = shown(Text(text).lineLimit(1).textSelection(.enabled).frame(maxWidth: width),
                                  width: 2_000, measurer: measurer)
                #expect(cut?.lines == whole?.lines, "seed \(seed), width \(width)")
                #expect(cut?.frame == whole?.frame, "seed \(seed), width \(width)")
            }
        }
    }
}

@Observable private final class Title {
    var text: String
    init(text: String) { self.text = text }
}

private struct TitleView: View {
    let model: Title
    var body: some View {
        VStack(alignment: .leading) {
            Text(model.text).lineLimit(1)
            Text("Below")
        }
    }
}
