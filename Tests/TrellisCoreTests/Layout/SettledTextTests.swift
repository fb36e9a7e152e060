import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

/// A label placed on its unwrapped lines keeps inline all it needs to answer
/// proposals it fits in, and lets go of what only wrapping and cutting need
/// (`TextMetrics.settle()`): a long eager list keeps thousands of labels, and
/// issue 60 budgets a plain `Text` row at 0.8 KB. What it lays out must not
/// change: a settled label asked to wrap or cut shows what a fresh one shows.
@MainActor
@Suite struct SettledTextTests {
    private struct Rows: View {
        let count: Int
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(0..<count, id: \.self) { Text("Row number \($0)") }
            }
        }
    }

    private func texts(in node: LayoutNode) -> [TextLayout] {
        var found: [TextLayout] = []
        if let text = node as? TextLayout { found.append(text) }
        for child in node.children { found += texts(in: child) }
        return found
    }

    private func laidOut(_ view: some View, width: Double, measurer: TextMeasuring) -> ViewGraph {
        let graph = ViewGraph(content: AnyView(view))
        graph.layOut(in: Size(width: width, height: 2_000), context: LayoutContext(textMeasurer: measurer))
        return graph
    }

    @Test(arguments: [false, true])
    func labelsThatFitKeepNoMeasurementsAndAnswerWiderProposalsWithoutMeasuring(table: Bool) {
        let measurer = AddingTextMeasurer(offersTable: table)
        let context = LayoutContext(textMeasurer: measurer)
        let graph = laidOut(Rows(count: 40), width: 400, measurer: measurer)
        let labels = texts(in: graph.rootLayout)
        #expect(labels.count == 40)
        #expect(labels.allSatisfy { !$0.metrics.keepsMeasurements })
        let sizes = labels.map(\.frame.size)
        // A wider window: each label fits as it did, answered from what it kept inline.
        let asked = measurer.asked
        graph.layOut(in: Size(width: 600, height: 2_000), context: context)
        #expect(measurer.asked == asked)
        #expect(context.counters.takeTextMeasurements() == 0)
        #expect(labels.map(\.frame.size) == sizes)
    }

    /// Placed on wrapped lines, a text keeps its wraps and sizes but lets go of
    /// its words (32 bytes each, about a kilobyte of every chat message): a
    /// taller offer or a width that breaks the same way measures nothing, and
    /// a new width finds the words again and wraps as a fresh text does.
    @Test(arguments: ["A paragraph long enough to wrap in a narrow column of text",
                      "Two paragraphs, each long enough\nto wrap in a narrow column"])
    func aTextThatWrapsKeepsItsWrapsAndLetsGoOfItsWords(string: String) throws {
        let measurer = AddingTextMeasurer(offersTable: true)
        let context = LayoutContext(textMeasurer: measurer)
        let view = VStack { Text(string) }
        let graph = laidOut(view, width: 80, measurer: measurer)
        let text = try #require(texts(in: graph.rootLayout).first)
        #expect(text.placedLines.count > 2)
        #expect(text.metrics.keepsMeasurements)
        #expect(!text.metrics.holdsWords)
        _ = context.counters.takeTextMeasurements()
        graph.layOut(in: Size(width: 80, height: 3_000), context: context)
        graph.layOut(in: Size(width: 81, height: 2_000), context: context)
        #expect(context.counters.takeTextMeasurements() == 0)
        graph.layOut(in: Size(width: 130, height: 2_000), context: context)
        #expect(context.counters.takeTextMeasurements() >= 1)
        #expect(!text.metrics.holdsWords)
        let fresh = laidOut(view, width: 130, measurer: AddingTextMeasurer(offersTable: true))
        let expected = try #require(texts(in: fresh.rootLayout).first)
        #expect(text.placedLines == expected.placedLines)
        #expect(text.frame == expected.frame)
    }

    /// A paragraph too long for `OneParagraph` finds its words for a stack's
    /// probes (no width, none at all) and lets go of them once wrapped at a
    /// width, before the next row is measured: what it answers stays as a
    /// text that kept its words answers, and a new width finds them again.
    @Test func aLongParagraphLetsGoOfItsWordsOnceWrappedAtAWidth() {
        let measurer = AddingTextMeasurer(offersTable: true)
        let font = Font.system(size: 13)
        let text = (0..<30).map { "word\($0)" }.joined(separator: " ")
        #expect(text.utf8.count > OneParagraph.longest)
        var metrics = TextMetrics()
        metrics.use(measurer)
        let counters = LayoutCounters()
        let reference = TextWords(text, table: measurer.advanceTable(for: font)!)!
        for width in [nil, 0] as [Double?] {
            #expect(metrics.lines(maxWidth: width, of: text, in: font, counters: counters).strings(of: text)
                        == reference.lines(maxWidth: width, of: text).strings(of: text))
        }
        #expect(metrics.holdsWords)
        for width in [120.0, 0, 200, 120] {
            let lines = metrics.lines(maxWidth: width, of: text, in: font, counters: counters)
            #expect(lines.strings(of: text) == reference.lines(maxWidth: width, of: text).strings(of: text), "at \(width)")
            #expect(lines.widest(ofFirst: 3, of: text) == reference.lines(maxWidth: width, of: text).widest(ofFirst: 3, of: text))
            #expect(!metrics.holdsWords, "still holds its words after a wrap at \(width)")
        }
    }

    /// Narrowed after it settled, a label wraps, or is cut to its limit, where a
    /// label laid out at that width from the start does, and measures itself again once.
    @Test(arguments: [nil, 1] as [Int?])
    func aSettledLabelNarrowedWrapsOrIsCutAsAFreshOneIs(lineLimit: Int?) throws {
        let view = VStack(alignment: .leading) {
            Text("Wrapped or cut when the window narrows").lineLimit(lineLimit)
            Text("Short")
        }
        let measurer = AddingTextMeasurer(offersTable: true)
        let context = LayoutContext(textMeasurer: measurer)
        let settled = laidOut(view, width: 600, measurer: measurer)
        #expect(texts(in: settled.rootLayout).allSatisfy { !$0.metrics.keepsMeasurements })
        _ = context.counters.takeTextMeasurements()
        settled.layOut(in: Size(width: 90, height: 2_000), context: context)
        #expect(context.counters.takeTextMeasurements() <= 3)
        let fresh = laidOut(view, width: 90, measurer: AddingTextMeasurer(offersTable: true))
        let (narrowed, expected) = (texts(in: settled.rootLayout), texts(in: fresh.rootLayout))
        #expect(narrowed.map(\.frame) == expected.map(\.frame))
        #expect(narrowed.map(\.placedLines) == expected.map(\.placedLines))
        // Wrapped onto several lines, or cut to one that ends in "…".
        if lineLimit == nil {
            #expect(narrowed[0].placedLines.count > 1)
        } else {
            #expect(narrowed[0].placedLines.count == 1)
            #expect(narrowed[0].placedLines.first?.hasSuffix("…") == true)
        }
        // Widened again, it fits and lets go once more.
        settled.layOut(in: Size(width: 600, height: 2_000), context: context)
        #expect(narrowed[0].placedLines.isEmpty)
        #expect(!narrowed[0].metrics.keepsMeasurements)
    }
}

/// A run's measured size is kept in 16 bytes, with an open width for none.
@Suite struct TextRunMeasuredSizeTests {
    @Test func noSizeAndASizeCompareAndHashAsAnOptionalDoes() {
        let plain = TextRun(string: "Row", font: .body, color: RGBA(r: 0, g: 0, b: 0))
        var measured = plain
        measured.measuredSize = Size(width: 30, height: 16)
        #expect(plain.measuredSize == nil)
        #expect(measured.measuredSize == Size(width: 30, height: 16))
        #expect(plain == plain && plain.hashValue == plain.hashValue)
        #expect(plain != measured)
        var zero = plain
        zero.measuredSize = Size(width: 0, height: 0)
        #expect(zero != plain, "a size of zero is a size")
        measured.measuredSize = nil
        #expect(measured == plain && measured.hashValue == plain.hashValue)
    }
}
