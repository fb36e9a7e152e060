import Testing
import Trellis
import TrellisTesting

/// A 300-point scroll view of 30-point rows at the top of the window, and a
/// button below it that scrolls to `target`.
private struct Rows<Target: Hashable>: View {
    var count = 100
    var lazy = false
    let target: Target
    var anchor: UnitPoint? = .top
    var animation: Animation? = nil

    var body: some View {
        ScrollViewReader { proxy in
            VStack(spacing: 0) {
                ScrollView {
                    if lazy {
                        LazyVStack(spacing: 0) {
                            ForEach(0..<count, id: \.self) { row in
                                Text("Row \(row)").frame(height: 30)
                            }
                        }
                    } else {
                        VStack(spacing: 0) {
                            ForEach(0..<count, id: \.self) { row in
                                Text("Row \(row)").frame(height: 30)
                            }
                            Text("The end").frame(height: 30).id("footer")
                        }
                    }
                }
                .frame(height: 300)
                Button("Go") {
                    if let animation {
                        withAnimation(animation) { proxy.scrollTo(target, anchor: anchor) }
                    } else {
                        proxy.scrollTo(target, anchor: anchor)
                    }
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    }
}

@MainActor
@Suite struct ScrollViewReaderTests {
    @Test func scrollToWithATopAnchorPutsTheRowAtTheTop() throws {
        let host = ViewHost(Rows(target: 80), width: 300, height: 400)
        #expect(try #require(host.frame(ofText: "Row 0")).midY.rounded() == 15)
        host.click(text: "Go")
        let row = try #require(host.frame(ofText: "Row 80"))
        #expect(abs(row.midY - 15) < 1, "\(row)")
    }

    @Test func scrollToWithABottomAnchorPutsTheRowAtTheBottom() throws {
        let host = ViewHost(Rows(target: 50, anchor: .bottom), width: 300, height: 400)
        host.click(text: "Go")
        let row = try #require(host.frame(ofText: "Row 50"))
        #expect(abs(row.midY - 285) < 1, "\(row)")
    }

    @Test func scrollToWithoutAnAnchorMovesAsLittleAsShowsTheView() throws {
        let host = ViewHost(Rows(target: "footer", anchor: nil), width: 300, height: 400)
        host.click(text: "Go")
        let end = try #require(host.frame(ofText: "The end"))
        // The footer is the last row: it ends at the scroll view's bottom edge.
        #expect(abs(end.midY - 285) < 1, "\(end)")
    }

    @Test func scrollToFindsARowOfALazyStackThatIsNotBuiltYet() throws {
        let host = ViewHost(Rows(count: 10_000, lazy: true, target: 7_000), width: 300, height: 400)
        #expect(host.frame(ofText: "Row 7000") == nil)
        host.click(text: "Go")
        let row = try #require(host.frame(ofText: "Row 7000"))
        #expect(abs(row.midY - 15) < 1, "\(row)")
        #expect(host.frame(ofText: "Row 0") == nil)
    }

    @Test func anIdThatIsNotThereScrollsNothing() throws {
        let host = ViewHost(Rows(target: "nowhere"), width: 300, height: 400)
        host.click(text: "Go")
        #expect(try #require(host.frame(ofText: "Row 0")).midY.rounded() == 15)
    }

    @Test func scrollToInsideWithAnimationGlidesThroughTheRowsBetween() throws {
        let host = ViewHost(Rows(target: 80, animation: .linear(duration: 0.5)), width: 300, height: 400)
        host.click(text: "Go")
        // Row 80 starts 2,400 points down; halfway through the glide the content has moved about half of that.
        host.step(frames: 14)
        let halfway = try #require(host.frame(ofText: "Row 40") ?? host.frame(ofText: "Row 39"))
        #expect(halfway.midY > 0 && halfway.midY < 300, "\(halfway)")
        #expect(host.frame(ofText: "Row 80") == nil || host.frame(ofText: "Row 80")!.midY > 300)
        host.advance(seconds: 0.5)
        let row = try #require(host.frame(ofText: "Row 80"))
        #expect(abs(row.midY - 15) < 1, "\(row)")
        #expect(host.isIdle, "the glide stops asking for frames once it arrives")
    }

    @Test func anAnimatedScrollToALazyRowBuildsTheRowsItPassesAndSettlesExactly() throws {
        let host = ViewHost(Rows(count: 10_000, lazy: true, target: 300, animation: .easeInOut(duration: 0.3)),
                            width: 300, height: 400)
        host.click(text: "Go")
        host.step(frames: 9)
        let passing = host.texts.filter { $0.hasPrefix("Row ") }.compactMap { Int($0.dropFirst(4)) }
        #expect(passing.contains { $0 > 20 && $0 < 290 }, "rows between are shown on the way: \(passing)")
        host.advance(seconds: 0.5)
        let row = try #require(host.frame(ofText: "Row 300"))
        #expect(abs(row.midY - 15) < 1, "\(row)")
    }

    @Test func theWheelTakesOverFromAGlide() throws {
        let host = ViewHost(Rows(target: 80, animation: .linear(duration: 1)), width: 300, height: 400)
        host.click(text: "Go")
        host.step(frames: 10)
        host.scroll(dx: 0, dy: -30, x: 150, y: 150)
        let stopped = try #require(host.frame(ofText: "Row 20"))
        host.advance(seconds: 1.5)
        #expect(host.frame(ofText: "Row 20") == stopped, "the glide ended when the user scrolled")
        #expect(host.frame(ofText: "Row 80") == nil)
    }
}
