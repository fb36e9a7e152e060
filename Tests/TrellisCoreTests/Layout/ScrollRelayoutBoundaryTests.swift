import Observation
import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

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
    private func bench(_ feed: Feed, fitsItsContent: Bool) -> RelayoutBench<FeedPage> {
        RelayoutBench(size: Size(width: 300, height: 200)) { FeedPage(feed: feed, fitsItsContent: fitsItsContent) }
    }

    @Test func aChangeInsideAScrollViewMeasuresNothingAroundIt() {
        let feed = Feed()
        let bench = bench(feed, fitsItsContent: false)
        for item in ["a much longer item than before", "x", "a line long enough to wrap over the width of the window at least once"] {
            feed.items[1] = item
            let asked = bench.relayOut()
            // The text and the stack of items around it; with the page's stack
            // and the scroll view measured again it was 19.
            #expect(asked <= 10, "\(asked) proposals measured after \"\(item)\"")
            #expect(bench.drawn() == bench.fresh(), "after \"\(item)\"")
        }
    }

    @Test func aScrollViewAsWideAsItsContentPassesTheChangeOn() {
        let feed = Feed()
        let bench = bench(feed, fitsItsContent: true)
        for item in ["a much longer item than before", "x"] {
            feed.items[1] = item
            let asked = bench.relayOut()
            #expect(asked > 10, "the scroll view and the page around it measure again")
            #expect(bench.drawn() == bench.fresh(), "after \"\(item)\"")
        }
    }
}
