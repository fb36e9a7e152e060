import Observation
import Testing
@testable import TrellisCore

@Observable @MainActor
private final class Feed {
    var items = ["one", "two", "three", "four"]
}

/// A scroll view of texts between a title and a footer; `fitsItsContent`
/// makes the scroll view as wide as its content, through `fixedSize`.
private struct FeedPage: View {
    let feed: Feed
    let fitsItsContent: Bool
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Title")
            if fitsItsContent {
                list.fixedSize(horizontal: true, vertical: false)
            } else {
                list
            }
            Text("Footer")
        }
    }

    private var list: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 2) {
                ForEach(0..<feed.items.count, id: \.self) { index in
                    Text(feed.items[index])
                }
            }
        }
    }
}

/// A scroll view offered a size takes it, whatever its content: a change
/// inside it lays out nothing around it. Offered no width, it is as wide as
/// its content, and a change inside passes on.
@MainActor
@Suite struct ScrollRelayoutBoundaryTests {
    private let size = Size(width: 300, height: 200)

    private func laidOut(_ feed: Feed, fitsItsContent: Bool) -> (ViewGraph, LayoutContext) {
        let graph = ViewGraph(content: FeedPage(feed: feed, fitsItsContent: fitsItsContent))
        let context = LayoutContext(textMeasurer: FixedPitchTextMeasurer())
        graph.update()
        graph.layOut(in: size, context: context)
        _ = graph.updateDisplayList()
        return (graph, context)
    }

    /// Lays `graph` out again after a change; returns how many proposals that measured.
    private func relayOut(_ graph: ViewGraph, in context: LayoutContext) -> Int {
        let before = context.counters.proposalsMeasured
        graph.update()
        graph.layOut(in: size, context: context)
        return context.counters.proposalsMeasured - before
    }

    private func describe(_ list: DisplayList) -> [String] {
        list.graphics.map { graphic in
            let text = if case .text(let run) = graphic.content { run.string } else { "-" }
            // The clip is the scroll view's bounds: it shows how wide the scroll view is.
            return "\(text) \(graphic.frame) \(graphic.clip.map { "\($0)" } ?? "unclipped")"
        }
    }

    private func fresh(_ feed: Feed, fitsItsContent: Bool) -> [String] {
        let graph = ViewGraph(content: FeedPage(feed: feed, fitsItsContent: fitsItsContent))
        graph.update()
        graph.layOut(in: size, context: LayoutContext(textMeasurer: FixedPitchTextMeasurer()))
        return describe(graph.makeDisplayList())
    }

    @Test func aChangeInsideAScrollViewMeasuresNothingAroundIt() {
        let feed = Feed()
        let (graph, context) = laidOut(feed, fitsItsContent: false)
        for item in ["a much longer item than before", "x", "a line long enough to wrap over the width of the window at least once"] {
            feed.items[1] = item
            let asked = relayOut(graph, in: context)
            // The text and the stack of items around it; with the page's stack
            // and the scroll view measured again it was 19.
            #expect(asked <= 10, "\(asked) proposals measured after \"\(item)\"")
            #expect(describe(graph.updateDisplayList()) == fresh(feed, fitsItsContent: false), "after \"\(item)\"")
        }
    }

    @Test func aScrollViewAsWideAsItsContentPassesTheChangeOn() {
        let feed = Feed()
        let (graph, context) = laidOut(feed, fitsItsContent: true)
        for item in ["a much longer item than before", "x"] {
            feed.items[1] = item
            let asked = relayOut(graph, in: context)
            #expect(asked > 10, "the scroll view and the page around it measure again")
            #expect(describe(graph.updateDisplayList()) == fresh(feed, fitsItsContent: true), "after \"\(item)\"")
        }
    }
}
