import Observation
import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

/// Counts how often text is measured, so tests can tell cached layout from fresh.
@MainActor
final class CountingTextMeasurer: TextMeasuring {
    private let metrics = FixedPitchTextMeasurer()
    var measured: [String: Int] = [:]
    var total: Int { measured.values.reduce(0, +) }

    func width(of text: String, in font: Font) -> Double {
        measured[text, default: 0] += 1
        return metrics.width(of: text, in: font)
    }

    func lineHeight(of font: Font) -> Double { metrics.lineHeight(of: font) }
}

@Observable final class Labels {
    var labels: [String]
    init(count: Int) { labels = (0..<count).map { "Row \($0)" } }
}

private struct RowText: View {
    let labels: Labels
    let index: Int
    var body: some View { Text(labels.labels[index]) }
}

private struct LongList: View {
    let labels: Labels
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(0..<labels.labels.count, id: \.self) { index in
                    RowText(labels: labels, index: index)
                }
            }
        }
    }
}

@Observable final class RowStyle {
    var bigRow = -1
    var text = "Row"
}

private struct StyledRows: View {
    let style: RowStyle
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<50, id: \.self) { index in
                Text(index == 10 ? style.text : "Row \(index)")
                    .font(index == style.bigRow ? .title : .body)
            }
        }
        .frame(maxHeight: .infinity, alignment: .top)
    }
}

@MainActor
@Suite struct LayoutCacheTests {
    private func frame(_ graph: ViewGraph, _ context: LayoutContext) {
        graph.update()
        graph.layOut(in: Size(width: 400, height: 300), context: context)
        _ = graph.makeDisplayList()
    }

    /// Each text's top, measured from the first row's, so centring the stack does not matter.
    private func tops(_ graph: ViewGraph) -> [String: Double] {
        var frames: [String: Rect] = [:]
        for graphic in graph.makeDisplayList().graphics {
            if case .text(let run) = graphic.content { frames[run.string] = graphic.frame }
        }
        let origin = frames["Row 0"]?.y ?? 0
        return frames.mapValues { $0.y - origin }
    }

    @Test func aRowThatGrowsMovesTheRowsBelowAndOneThatKeepsItsHeightDoesNot() {
        let style = RowStyle()
        let context = LayoutContext(textMeasurer: FixedPitchTextMeasurer())
        let graph = ViewGraph(content: AnyView(StyledRows(style: style)))
        frame(graph, context)
        let before = tops(graph)
        #expect((before["Row 11"] ?? 0).rounded() == 198)
        style.text = "Row ten, longer"
        frame(graph, context)
        #expect(tops(graph)["Row 11"] == before["Row 11"])
        #expect(tops(graph)["Row ten, longer"] == before["Row"])
        style.bigRow = 5
        frame(graph, context)
        // A title line is 29 points (24 × 1.2, rounded) against 18 for body text.
        #expect(tops(graph)["Row 4"] == before["Row 4"])
        #expect(((tops(graph)["Row 11"] ?? 0) - (before["Row 11"] ?? 0)).rounded() == 11)
        style.bigRow = -1
        frame(graph, context)
        #expect(tops(graph)["Row 11"] == before["Row 11"])
    }

    @Test func changingOneRowMeasuresOnlyThatRowAgain() {
        let labels = Labels(count: 1_000)
        let measurer = CountingTextMeasurer()
        let context = LayoutContext(textMeasurer: measurer)
        let graph = ViewGraph(content: AnyView(LongList(labels: labels)))
        frame(graph, context)
        frame(graph, context)
        #expect(measurer.measured["Row 999"] ?? 0 > 0)
        measurer.measured.removeAll()
        labels.labels[500] = "Row 50!"
        frame(graph, context)
        #expect(measurer.measured["Row 499"] == nil)
        #expect(measurer.measured["Row 501"] == nil)
        #expect(measurer.measured["Row 50!"] ?? 0 > 0)
        #expect(measurer.total <= 8, "measured \(measurer.total) times: \(measurer.measured.keys.sorted().prefix(5))")
    }

    @Test func aNewProposalMeasuresAgainAndTheSameOneDoesNot() {
        let measurer = CountingTextMeasurer()
        let context = LayoutContext(textMeasurer: measurer)
        let graph = ViewGraph(content: AnyView(VStack { Text("Alpha"); Text("Beta") }))
        frame(graph, context)
        measurer.measured.removeAll()
        graph.layOut(in: Size(width: 400, height: 300), context: context)
        #expect(measurer.total == 0)
        graph.layOut(in: Size(width: 20, height: 300), context: context)
        // Breaking "Alpha" to fit 20 points measures pieces it never measured before.
        #expect(measurer.measured["Al"] ?? 0 > 0)
        // Placed unwrapped, the label let go of what only wrapping needs
        // (`TextMetrics.settle()`), so its first wrap measures it whole once more.
        #expect(measurer.measured["Alpha"] ?? 0 <= 1)
        measurer.measured.removeAll()
        graph.layOut(in: Size(width: 22, height: 300), context: context)
        // Wrapped, it keeps what it measured: another width measures no piece it knows.
        #expect(measurer.measured["Alpha"] == nil, "a width already known is not measured again")
        #expect(measurer.measured["Al"] == nil, "a width already known is not measured again")
    }
}
