import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

/// A text of one paragraph is measured by two sums and no words
/// (`OneParagraph`): every answer it gives must be the one its words give, and
/// a text offered at least its width must never find them (issue 60, item 5:
/// a plain `Text` row kept an array of words, one of lines and one of wraps).
@MainActor
@Suite struct OneParagraphTests {
    private let font = Font.system(size: 13)

    /// A table with fractional advances and ink on both sides, so that sums
    /// added in another order than the words' would differ in their last bits.
    private func unevenTable(seed: UInt64) throws -> GlyphAdvanceTable {
        var random = SplitMix(seed: seed)
        let spans: [GlyphSpan?] = (0..<95).map { code in
            let advance = Double.random(in: 2...9, using: &random)
            let low = code % 5 == 0 ? -Double.random(in: 0...1.5, using: &random) : 0
            return GlyphSpan(minX: low, maxX: advance + Double.random(in: -1...2, using: &random), advance: advance)
        }
        return try #require(GlyphAdvanceTable(ascii: spans, ellipsis: GlyphSpan(minX: 0, maxX: 11.3, advance: 11.3)))
    }

    private func texts(seed: UInt64) -> [String] {
        var random = SplitMix(seed: seed)
        let fixed = ["", " ", "a", "Value 42", "#123 v45", " leading", "trailing ", "two  spaces", "   x", "x y z w v"]
        let characters = Array("abcdefghijKLMNOP0123456789.,;!?#()    ")
        return fixed + (0..<200).map { _ in
            String((0..<Int.random(in: 1...40, using: &random)).map { _ in characters.randomElement(using: &random)! })
        }
    }

    private let widths: [Double] = [-3, 0, 0.5, 4, 9.25, 17, 30, 33.5, 51, 60.75, 90, 140, 400]

    @Test(arguments: [1, 2, 3] as [UInt64])
    func itsSumsAreTheSumsOfItsWords(seed: UInt64) throws {
        let table = try unevenTable(seed: seed)
        for text in texts(seed: seed) {
            let words = try #require(TextWords(text, table: table))
            var paragraph = try #require(OneParagraph(text, table: table), "\"\(text)\"")
            let unwrapped = words.lines(maxWidth: nil, of: text)
            #expect(paragraph.width == unwrapped.widest(ofFirst: 1, of: text), "\"\(text)\"")
            let characterLines = paragraph.characterLines(in: table)
            #expect(characterLines.count == words.characterLineCount && characterLines.widest == words.widestCharacter,
                    "\"\(text)\": \(characterLines) with no width")
            for width in widths.sorted(by: >) {
                let expected = words.breaksIfEveryParagraphFits(within: width)
                let fitted = paragraph.breaksIfItFits(within: width)
                #expect((fitted == nil) == (expected == nil), "\"\(text)\" at \(width)")
                #expect(fitted?.widestFit == expected?.widestFit, "\"\(text)\" at \(width)")
            }
        }
    }

    /// Text of several paragraphs, with a character outside the table, or too long, is left to its words.
    @Test func moreThanOneParagraphOrACharacterOutsideTheTableIsNotOne() throws {
        let table = try unevenTable(seed: 4)
        #expect(OneParagraph("one\ntwo", table: table) == nil)
        #expect(OneParagraph("café", table: table) == nil)
        #expect(OneParagraph("tab\there", table: table) == nil)
        #expect(OneParagraph("plain words", table: table) != nil)
        // A line this long is all but sure to wrap: its words are found at once.
        #expect(OneParagraph(String(repeating: "a ", count: OneParagraph.longest / 2), table: table) != nil)
        #expect(OneParagraph(String(repeating: "a ", count: OneParagraph.longest / 2) + "a", table: table) == nil)
    }

    /// What layout asks of a text, through `TextMetrics`: the same lines,
    /// widths, breaks and measurement counts as wrapping its words, with words
    /// found only once a width it does not fit in is offered.
    @Test(arguments: [5, 6] as [UInt64])
    func metricsAnswerAsWordsDoAndFindThemOnlyToWrap(seed: UInt64) throws {
        let measurer = AddingTextMeasurer(offersTable: true)
        let table = try #require(measurer.advanceTable(for: font))
        var wrappedSome = 0
        for text in texts(seed: seed) {
            var metrics = TextMetrics()
            metrics.use(measurer)
            let counters = LayoutCounters()
            let ideal = metrics.widestLine(maxWidth: nil, of: text, in: font, counters: counters)
            #expect(counters.textMeasurements == 1 && counters.charactersMeasured == text.utf8.count)
            let words = try #require(TextWords(text, table: table))
            #expect(ideal == words.lines(maxWidth: nil, of: text).widest(ofFirst: 1, of: text))
            // Widths it fits in (words' overhangs make the sum wrapping compares wider than the line): no words, no new measurement.
            for width in [ideal * 3 + 60, ideal * 2 + 50] where !text.hasPrefix(" ") && !text.isEmpty {
                let lines = metrics.lines(maxWidth: width, of: text, in: font, counters: counters)
                #expect(lines.strings(of: text) == [text] && metrics.count(ofLineCount: width, text, font, counters) == 1)
            }
            if !text.hasPrefix(" ") && !text.isEmpty {
                #expect(!metrics.foundWords, "\"\(text)\" found its words for widths it fits in")
                #expect(counters.textMeasurements == 1)
            }
            for width in widths {
                let lines = metrics.lines(maxWidth: width, of: text, in: font, counters: counters)
                let expected = words.lines(maxWidth: width, of: text)
                #expect(lines.strings(of: text) == expected.strings(of: text), "\"\(text)\" at \(width)")
                #expect(lines.widest(ofFirst: lines.count, of: text) == expected.widest(ofFirst: expected.count, of: text))
                if lines.count > 1 { wrappedSome += 1 }
            }
            // Characters are counted once, whoever found them.
            #expect(counters.charactersMeasured == text.utf8.count)
        }
        #expect(wrappedSome > 100, "only \(wrappedSome) wraps: the check above is nearly vacuous")
    }

    /// A stack asks each label in it for its least size (no width: every
    /// character a line) and cuts it to its line limit there: a label of one
    /// paragraph answers without words, as one that found them answers.
    @Test func aLabelAskedItsLeastSizeFindsNoWordsAndIsCutAsWithThem() {
        let measurer = AddingTextMeasurer(offersTable: true)
        for text in ["Row 12", "Name", "two  spaces", " leading", "   ", "x y z w v u t s r q p o"] {
            var light = TextMetrics(), worded = TextMetrics()
            light.use(measurer)
            worded.use(measurer)
            let lightCounters = LayoutCounters(), wordedCounters = LayoutCounters()
            // The other finds its words first, wrapping at a width too narrow for the line.
            _ = worded.lines(maxWidth: 1, of: text, in: font, counters: wordedCounters)
            for limit in [1, 2, 9] {
                let lines = light.lines(maxWidth: 0, of: text, in: font, counters: lightCounters)
                let expected = worded.lines(maxWidth: 0, of: text, in: font, counters: wordedCounters)
                #expect(lines.strings(of: text) == expected.strings(of: text), "\"\(text)\"")
                #expect(lines.widest(ofFirst: 3, of: text) == expected.widest(ofFirst: 3, of: text))
                guard lines.count > limit else { continue }
                let cut = light.cut(maxWidth: 0, to: limit, mode: .tail, of: text, in: font, counters: lightCounters)
                let expectedCut = worded.cut(maxWidth: 0, to: limit, mode: .tail, of: text, in: font, counters: wordedCounters)
                #expect(cut.text == expectedCut.text && cut.width == expectedCut.width, "\"\(text)\" cut to \(limit)")
            }
            #expect(!light.foundWords, "\"\(text)\" found its words for its least size")
            #expect(worded.foundWords)
        }
    }

    /// A label cut to one line (a grid cell one line high, `.lineLimit(1)`)
    /// learns that it is cut, and its cut line, from its first pass: it finds
    /// no words, and answers as a text that found them and wrapped does.
    @Test(arguments: [7, 8] as [UInt64])
    func aTextCutToOneLineFindsNoWordsAndIsCutAsWithThem(seed: UInt64) {
        let measurer = AddingTextMeasurer(offersTable: true)
        var cutWithoutWords = 0
        for text in texts(seed: seed) {
            for width in widths where width > 0 {
                var light = TextMetrics(), worded = TextMetrics()
                light.use(measurer)
                worded.use(measurer)
                let lightCounters = LayoutCounters(), wordedCounters = LayoutCounters()
                let wrapped = worded.lines(maxWidth: width, of: text, in: font, counters: wordedCounters)
                let isCut = light.breaks(intoMoreLinesThan: 1, maxWidth: width, of: text, in: font, counters: lightCounters)
                #expect(isCut == (wrapped.count > 1), "\"\(text)\" at \(width)")
                guard isCut else { continue }
                let cut = light.cut(maxWidth: width, to: 1, mode: .tail, of: text, in: font, counters: lightCounters)
                let expected = worded.cut(maxWidth: width, to: 1, mode: .tail, of: text, in: font, counters: wordedCounters)
                #expect(cut.text == expected.text && cut.width == expected.width, "\"\(text)\" at \(width)")
                if !light.foundWords { cutWithoutWords += 1 }
                // Only a text its first pass cannot tell about finds its words: one starting with a space, or of one character.
                let characters = text.filter { $0 != " " }.count
                #expect(light.foundWords == (text.hasPrefix(" ") || characters < 2), "\"\(text)\" at \(width)")
            }
        }
        #expect(cutWithoutWords > 500, "only \(cutWithoutWords) cuts without words: the check above is nearly vacuous")
    }

    /// A text keeps its own font's line height without the font: a new font
    /// must be measured again, not answered with the old one's height.
    @Test func aTextGivenANewFontTakesThatFontsLineHeight() {
        let black = RGBA(r: 0, g: 0, b: 0, a: 255)
        let text = TextLayout(run: TextRun(string: "two words", font: .system(size: 10), color: black), lineLimit: nil)
        let context = LayoutContext(textMeasurer: FixedPitchTextMeasurer())
        // 1.2 em a line: 12 points at 10, 24 at 20; two lines when 60 points are offered at 20 (12 points a character).
        #expect(text.measure(ProposedSize(width: nil, height: nil), in: context).height == 12)
        text.run.font = .system(size: 20)
        #expect(text.measure(ProposedSize(width: nil, height: nil), in: context).height == 24)
        #expect(text.measure(ProposedSize(width: 60, height: nil), in: context).height == 48)
        text.run.string = "two more words"
        #expect(text.measure(ProposedSize(width: nil, height: nil), in: context).height == 24)
    }

    /// The width a fitting wrap is known by is the first one asked, as a kept wrap is.
    @Test func widthsThatFitShareTheFirstOnesShape() {
        let measurer = AddingTextMeasurer(offersTable: true)
        var metrics = TextMetrics()
        metrics.use(measurer)
        let counters = LayoutCounters()
        let ideal = metrics.widestLine(maxWidth: nil, of: "Row 12", in: font, counters: counters)
        #expect(metrics.wrapWidth(breakingLike: ideal + 30) == ideal + 30)
        _ = metrics.lineCount(maxWidth: ideal + 20, of: "Row 12", in: font, counters: counters)
        #expect(metrics.wrapWidth(breakingLike: ideal + 30) == ideal + 20)
        #expect(metrics.wrapWidth(breakingLike: ideal / 2) == ideal / 2)
    }
}

extension TextMetrics {
    /// The number of lines at `width`, in one line for the expectations above.
    fileprivate mutating func count(ofLineCount width: Double, _ text: String, _ font: Font, _ counters: LayoutCounters) -> Int {
        lineCount(maxWidth: width, of: text, in: font, counters: counters)
    }
}
