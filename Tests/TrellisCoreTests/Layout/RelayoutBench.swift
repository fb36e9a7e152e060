@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

/// A view laid out in a fixed size with fixed-pitch text, for the relayout
/// tests: it counts the proposals a change measures and compares what it
/// draws with a fresh layout of the same state.
@MainActor
struct RelayoutBench<Content: View> {
    let size: Size
    let make: () -> Content
    let graph: ViewGraph
    let context = LayoutContext(textMeasurer: FixedPitchTextMeasurer())

    /// Lays `make()` out and draws it once.
    init(size: Size, _ make: @escaping () -> Content) {
        self.size = size
        self.make = make
        graph = ViewGraph(content: make())
        graph.update()
        graph.layOut(in: size, context: context)
        _ = graph.updateDisplayList()
    }

    /// Lays the graph out again after a change; how many proposals that measured.
    func relayOut() -> Int {
        let before = context.counters.proposalsMeasured
        graph.update()
        graph.layOut(in: size, context: context)
        return context.counters.proposalsMeasured - before
    }

    /// What the graph draws now.
    func drawn() -> [String] {
        Self.describe(graph.updateDisplayList())
    }

    /// What a graph of the current state draws, built and laid out from scratch.
    func fresh() -> [String] {
        let graph = ViewGraph(content: make())
        graph.update()
        graph.layOut(in: size, context: LayoutContext(textMeasurer: FixedPitchTextMeasurer()))
        return Self.describe(graph.makeDisplayList())
    }

    /// Each graphic's text, frame and clip (a scroll view's bounds show in its content's clips).
    static func describe(_ list: DisplayList) -> [String] {
        list.graphics.map { graphic in
            let text = if case .text(let run) = graphic.content { run.string } else { "-" }
            return "\(text) \(graphic.frame) \(graphic.clip.map { "\($0)" } ?? "unclipped")"
        }
    }
}
