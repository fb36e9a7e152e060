import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

/// A text whose paragraphs all fit a width is given its one-line-per-paragraph
/// lines for that width, without wrapping again: they must be exactly the lines
/// and breaks a wrap at that width makes.
@MainActor
@Suite struct UnwrappedLinesReuseTests {
    private let font = Font.system(size: 13)
    private let texts = [
        "", "a", "Value 42", "#123 v45", " leading space", "trailing space ", "two  spaces", "   ",
        "one\ntwo words", "\n", "first\n\nthird", "Lorem ipsum dolor sit amet.", "x y z w v u t s r q p",
    ]
    private let widths: [Double] = [0.5, 4, 9, 17, 30, 33.5, 51, 60, 90, 140, 400]

    /// What a wrap from scratch gives: its lines' strings and widths, and its breaks.
    private func wrapped(_ text: String, within width: Double, table: GlyphAdvanceTable) -> ([String], [Double], LineBreaks)? {
        guard let words = TextWords(text, table: table) else { return nil }
        let lines = words.lines(maxWidth: width, of: text)
        return (lines.strings(of: text), widths(of: lines, text), lines.breaks)
    }

    private func widths(of lines: TextLines, _ text: String) -> [Double] {
        (1...max(lines.count, 1)).map { lines.widest(ofFirst: $0, of: text) }
    }

    @Test func linesThatFitAreTheLinesAWrapMakes() throws {
        let measurer = AddingTextMeasurer(offersTable: true)
        let table = try #require(measurer.advanceTable(for: font))
        var reused = 0
        for text in texts {
            for width in widths {
                var metrics = TextMetrics()
                metrics.use(measurer)
                let counters = LayoutCounters()
                // The first pass, with no width, as layout's ideal size asks.
                _ = metrics.lines(maxWidth: nil, of: text, in: font, counters: counters)
                let before = counters.textMeasurements
                let lines = metrics.lines(maxWidth: width, of: text, in: font, counters: counters)
                if counters.textMeasurements == before { reused += 1 }
                let expected = try #require(wrapped(text, within: width, table: table))
                #expect(lines.strings(of: text) == expected.0, "\"\(text)\" at \(width)")
                #expect(widths(of: lines, text) == expected.1, "\"\(text)\" at \(width)")
                #expect(lines.breaks == expected.2, "\"\(text)\" at \(width)")
            }
        }
        // Most of these fit at the wider widths: the check above is not vacuous.
        #expect(reused > 30, "\(reused) of \(texts.count * widths.count) widths reused the first pass")
    }
}
