import Observation
import Testing
import Trellis
import TrellisTesting

/// Rows in a scroll view under the older `animation(_:)`, which animates every
/// change inside. `lazy` puts them in a `LazyVStack`; `rowsAnimate` gives each
/// row an implicit animation of its own, inside the scrolled content.
private struct AnimatedScroller: View {
    let shelf: SwapShelf
    let lazy: Bool
    let rowsAnimate: Bool

    var body: some View {
        ScrollView {
            if lazy {
                LazyVStack(alignment: .leading, spacing: 2) { rows }
            } else {
                VStack(alignment: .leading, spacing: 2) { rows }
            }
        }
        .animation(.linear(duration: 1))
    }

    private var rows: some View {
        ForEach(shelf.items) { item in
            if rowsAnimate {
                row(item).animation(.linear(duration: 1))
            } else {
                row(item)
            }
        }
    }

    private func row(_ item: SwapShelfItem) -> some View {
        Text(item.name).frame(width: 120, height: 20, alignment: .leading)
    }
}

/// The user's scrolling is no change to the content: SwiftUI's scroll view
/// follows the wheel at once, whatever implicit animation is around it or in
/// it. A change to the content still animates.
@MainActor
@Suite struct ImplicitAnimationScrollTests {
    @Test(arguments: [(false, false), (true, false), (false, true), (true, true)])
    func wheelScrollingIsNotAnimated(lazy: Bool, rowsAnimate: Bool) throws {
        let shelf = SwapShelf(count: 300)
        let host = ViewHost.checkingDisplayList(AnimatedScroller(shelf: shelf, lazy: lazy, rowsAnimate: rowsAnimate),
                                                width: 320, height: 300)
        // Rows are 20 points apart with 2 between; three turns scroll 330 points.
        let top = try #require(host.frame(ofText: "Item 10")).minY
        let scrolled = top + 10 * 22 - 330
        for _ in 0..<3 {
            host.scroll(dx: 0, dy: 110, x: 100, y: 100)
        }
        #expect(host.frame(ofText: "Item 20")?.minY == scrolled, "the rows follow the wheel in the frame it turned")
        #expect(try #require(host.frame(ofText: "Item 25")).minY == scrolled + 5 * 22)
        #expect(host.displayListMismatches == 0)
        // A change inside still animates: a row inserted above slides the rest down.
        shelf.items.insert(SwapShelfItem(id: 5_000, name: "Added"), at: 0)
        host.step(frames: 30)
        let moving = try #require(host.frame(ofText: "Item 20")).minY
        #expect(moving > scrolled + 2 && moving < scrolled + 20, "halfway, Item 20 is at \(moving)")
        host.step(frames: 40)
        #expect(try #require(host.frame(ofText: "Item 20")).minY == scrolled + 22)
        #expect(host.pixelsDifferingFromFreshRender() == 0)
    }
}
