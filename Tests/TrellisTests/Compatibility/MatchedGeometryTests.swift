import Testing
import Trellis
import TrellisTesting

// `@Namespace` and `.matchedGeometryEffect`, written as a SwiftUI program would use them.

/// A small orange card at the top left that a tap swaps for a big blue one lower
/// down; both are the "card" of one namespace.
private struct HeroCard: View {
    @Namespace private var namespace
    @State private var expanded = false
    let animation: Animation?

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Toggle") { withAnimation(animation) { expanded.toggle() } }
            ZStack(alignment: .topLeading) {
                Color.clear
                if expanded {
                    ZStack { Color.blue; Text("Big") }
                        .frame(width: 240, height: 160)
                        .matchedGeometryEffect(id: "card", in: namespace)
                        .offset(x: 120, y: 100)
                } else {
                    ZStack { Color.orange; Text("Small") }
                        .frame(width: 80, height: 40)
                        .matchedGeometryEffect(id: "card", in: namespace)
                }
            }
            .frame(width: 400, height: 300)
        }
    }
}

/// A rounded card that a tap moves from the left to the right and makes larger.
private struct RoundedHero: View {
    @Namespace private var namespace
    @State private var moved = false

    var body: some View {
        VStack(spacing: 0) {
            Button("Move") { withAnimation(.linear(duration: 1)) { moved.toggle() } }
            HStack(spacing: 0) {
                if moved {
                    Spacer()
                    Text("Card").padding(40).background(Color.teal)
                        .clipShape(RoundedRectangle(cornerRadius: 12))
                        .matchedGeometryEffect(id: "card", in: namespace)
                } else {
                    Text("Card").padding(10).background(Color.teal)
                        .clipShape(RoundedRectangle(cornerRadius: 12))
                        .matchedGeometryEffect(id: "card", in: namespace)
                    Spacer()
                }
            }
            .frame(width: 400, height: 200)
        }
    }
}

/// Three tabs; a capsule behind the selected one is the namespace's "highlight".
private struct HighlightedTabs: View {
    @Namespace private var namespace
    @State private var selected = "One"

    var body: some View {
        HStack(spacing: 0) {
            ForEach(["One", "Two", "Three"], id: \.self) { tab in
                ZStack {
                    if selected == tab {
                        Capsule().fill(Color.blue).matchedGeometryEffect(id: "highlight", in: namespace)
                    }
                    Text(tab)
                }
                .frame(width: 100, height: 30)
                .onTapGesture { withAnimation(.linear(duration: 1)) { selected = tab } }
            }
        }
    }
}

@MainActor private func fills<V: View>(_ host: ViewHost<V>) -> [Graphic] {
    host.displayList.graphics.filter {
        if case .fill(let color) = $0.content { return color.a > 0 }
        return false
    }
}

@MainActor private func shapes<V: View>(_ host: ViewHost<V>) -> [Graphic] {
    host.displayList.graphics.filter {
        if case .shape = $0.content { return true }
        return false
    }
}

@MainActor private func frames<V: View>(ofText text: String, in host: ViewHost<V>) -> [Rect] {
    host.displayList.graphics.compactMap {
        if case .text(let run) = $0.content, run.string == text { return $0.frame }
        return nil
    }
}

private func centre(_ rect: Rect) -> Point { Point(x: rect.midX, y: rect.midY) }

private func expectClose(_ a: Rect, _ b: Rect, within tolerance: Double = 1,
                         sourceLocation: SourceLocation = #_sourceLocation) {
    let close = abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    #expect(close, "\(a) is not \(b)", sourceLocation: sourceLocation)
}

private func halfway(_ a: Rect, _ b: Rect) -> Rect {
    Rect(x: (a.minX + b.minX) / 2, y: (a.minY + b.minY) / 2,
         width: (a.width + b.width) / 2, height: (a.height + b.height) / 2)
}

@MainActor
@Suite struct MatchedGeometryTests {
    /// Where each card rests, found by toggling without animation.
    private func restingCards() throws -> (small: Rect, big: Rect, smallText: Rect, bigText: Rect) {
        let host = ViewHost(HeroCard(animation: nil), width: 400, height: 340)
        host.step()
        let small = try #require(fills(host).first).frame
        let smallText = try #require(host.frame(ofText: "Small"))
        host.click(text: "Toggle")
        host.step()
        let big = try #require(fills(host).first).frame
        let bigText = try #require(host.frame(ofText: "Big"))
        return (small, big, smallText, bigText)
    }

    @Test func heroTransitionFliesTheArrivingCardFromTheLeavingOne() throws {
        let rest = try restingCards()
        #expect(rest.small != rest.big)
        let host = ViewHost(HeroCard(animation: .linear(duration: 1)), width: 400, height: 340)
        host.step()
        host.click(text: "Toggle")
        host.step(frames: 29)

        // Both cards are drawn halfway between the two frames, cross-fading.
        let cards = fills(host)
        #expect(cards.count == 2, "\(cards)")
        for card in cards {
            expectClose(card.frame, halfway(rest.small, rest.big))
            #expect(abs(card.opacity - 0.5) < 0.05, "\(card.opacity)")
        }
        // Text keeps its size and rides at its place in the moving card.
        let bigText = try #require(host.frame(ofText: "Big"))
        let smallText = try #require(host.frame(ofText: "Small"))
        #expect(bigText.size == rest.bigText.size && smallText.size == rest.smallText.size)
        let middle = halfway(rest.small, rest.big)
        #expect(abs(centre(bigText).x - middle.midX) <= 1 && abs(centre(bigText).y - middle.midY) <= 1, "\(bigText)")
        #expect(abs(centre(smallText).x - middle.midX) <= 1 && abs(centre(smallText).y - middle.midY) <= 1, "\(smallText)")

        host.step(frames: 30)
        #expect(fills(host).map(\.frame) == [rest.big])
        #expect(fills(host).first?.opacity == 1)
        #expect(host.frame(ofText: "Big") == rest.bigText)
        #expect(!host.texts.contains("Small"), "the leaving card is gone once the flight has landed")
    }

    @Test func heroTransitionRunsBackFromWhereTheCardIsWhenInterrupted() throws {
        let rest = try restingCards()
        let host = ViewHost(HeroCard(animation: .linear(duration: 1)), width: 400, height: 340)
        host.step()
        host.click(text: "Toggle")
        host.step(frames: 29)
        host.click(text: "Toggle")
        // The new small card starts from the big card's place on screen, not from the big card's
        // resting frame (the first small card, still leaving, flies on towards the big one).
        let middle = halfway(rest.small, rest.big)
        let smalls = frames(ofText: "Small", in: host)
        #expect(smalls.count == 2)
        #expect(smalls.contains { abs(centre($0).x - middle.midX) <= 3 && abs(centre($0).y - middle.midY) <= 3 }, "\(smalls)")
        host.step(frames: 60)
        #expect(host.frame(ofText: "Small") == rest.smallText)
        #expect(!host.texts.contains("Big"))
    }

    @Test func aClipFromInsideTheViewFliesWithIt() throws {
        let host = ViewHost(RoundedHero(), width: 400, height: 240)
        host.step()
        let start = try #require(host.frame(ofText: "Card"))
        host.click(text: "Move")
        host.step(frames: 59)
        let end = try #require(host.frame(ofText: "Card"))
        host.click(text: "Move")
        host.step(frames: 29)
        // Halfway back, both texts sit halfway between and each is clipped to its card as it flies, not to where its card rests.
        let middle = Point(x: (start.midX + end.midX) / 2, y: (start.midY + end.midY) / 2)
        let cards = host.displayList.graphics.filter {
            if case .text(let run) = $0.content { return run.string == "Card" }
            return false
        }
        #expect(cards.count == 2)
        for card in cards {
            #expect(abs(card.frame.midX - middle.x) <= 1 && abs(card.frame.midY - middle.y) <= 1, "\(card.frame)")
            let clip = try #require(card.clip)
            #expect(clip.contains(card.frame), "\(card.frame) is clipped away by \(clip)")
        }
    }

    @Test func withoutAnimationTheCardsSwapAtOnce() throws {
        let rest = try restingCards()
        let host = ViewHost(HeroCard(animation: nil), width: 400, height: 340)
        host.step()
        host.click(text: "Toggle")
        host.step()
        #expect(fills(host).map(\.frame) == [rest.big])
        #expect(host.texts.filter { $0 == "Big" || $0 == "Small" } == ["Big"])
    }

    @Test func highlightSlidesFromTheOldTabToTheNewOne() throws {
        let host = ViewHost(HighlightedTabs(), width: 400, height: 100)
        host.step()
        let first = try #require(shapes(host).first).frame
        let two = try #require(host.frame(ofText: "Two"))
        let three = try #require(host.frame(ofText: "Three"))
        let background = host.color(x: Int(two.midX), y: Int(first.minY) + 3)

        host.click(text: "Three")
        host.step(frames: 29)
        // Halfway, the highlight is behind the middle tab.
        let last = Rect(x: first.minX + 200, y: first.minY, width: first.width, height: first.height)
        for highlight in shapes(host) {
            expectClose(highlight.frame, halfway(first, last))
        }
        let behindTwo = host.color(x: Int(two.midX), y: Int(first.minY) + 3)
        #expect(behindTwo != background && behindTwo.b > behindTwo.r, "\(behindTwo)")

        host.step(frames: 30)
        #expect(shapes(host).map(\.frame) == [last])
        #expect(host.color(x: Int(two.midX), y: Int(first.minY) + 3) == background)
        #expect(host.color(x: Int(three.midX), y: Int(first.minY) + 3) != background)
    }
}
