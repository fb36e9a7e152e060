import Observation
import Testing
import Trellis
import TrellisTesting

@Observable final class Nudge {
    var x = 0.0
    var extra = false
}

/// An offset animated by `.animation(_:value:)`, and an optional row that runs `onAppear` when it comes.
private struct Watched: View {
    let nudge: Nudge
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: 20, height: 20).offset(x: nudge.x)
                .animation(.linear(duration: 1), value: nudge.x)
                .frame(width: 300, height: 20, alignment: .leading)
            if nudge.extra { Color.gray.frame(width: 20, height: 20).onAppear {} }
        }
    }
}

/// An offset with no animation of its own, and the same appearing row.
private struct Plain: View {
    let nudge: Nudge
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: 20, height: 20).offset(x: nudge.x)
                .frame(width: 300, height: 20, alignment: .leading)
            if nudge.extra { Color.gray.frame(width: 20, height: 20).onAppear {} }
        }
    }
}

/// Moves itself when it appears, with `.animation(_:value:)` watching.
private struct MovesOnAppear: View {
    @State private var x = 0.0
    var body: some View {
        Color.red.frame(width: 20, height: 20).offset(x: x)
            .animation(.linear(duration: 1), value: x)
            .frame(width: 300, height: 20, alignment: .leading)
            .onAppear { x = 100 }
    }
}

/// Moves itself when it appears, inside `withAnimation`.
private struct MovesWithAnimationOnAppear: View {
    @State private var x = 0.0
    var body: some View {
        Color.red.frame(width: 20, height: 20).offset(x: x)
            .frame(width: 300, height: 20, alignment: .leading)
            .onAppear { withAnimation(.linear(duration: 1)) { x = 100 } }
    }
}

@MainActor
private func redX(_ host: ViewHost<some View>) -> CGFloat? {
    host.displayList.graphics.first { $0.content == .fill(RGBA(r: 255, g: 59, b: 48)) }?.frame.x
}

@MainActor
@Suite struct ValueAnimationTests {
    @Test func aWatchedValueAnimatesWithoutATransaction() throws {
        let nudge = Nudge()
        let host = ViewHost(Watched(nudge: nudge), width: 300, height: 40)
        let start = try #require(redX(host))
        nudge.x = 100
        host.step(frames: 30)
        let halfway = try #require(redX(host)) - start
        #expect(abs(halfway - 50) <= 1, "\(halfway)")
        host.step(frames: 30)
        #expect(try #require(redX(host)) - start == 100)
    }

    @Test func anUnchangedWatchedValueDoesNotAnimateOtherChanges() throws {
        let nudge = Nudge()
        let host = ViewHost(Watched(nudge: nudge), width: 300, height: 40)
        nudge.extra = true
        host.step()
        let row = try #require(host.displayList.graphics.first { $0.content == .fill(RGBA(r: 142, g: 142, b: 147)) })
        #expect(row.opacity == 1, "inserted at once: the watched value did not change")
    }

    @Test func aWatchedValueStillAnimatesInAFrameThatRunsOnAppear() throws {
        let nudge = Nudge()
        let host = ViewHost(Watched(nudge: nudge), width: 300, height: 40)
        let start = try #require(redX(host))
        nudge.x = 100
        nudge.extra = true
        host.step(frames: 30)
        let halfway = try #require(redX(host)) - start
        #expect(abs(halfway - 50) <= 1, "\(halfway)")
    }

    @Test func withAnimationStillAnimatesInAFrameThatRunsOnAppear() throws {
        let nudge = Nudge()
        let host = ViewHost(Plain(nudge: nudge), width: 300, height: 40)
        let start = try #require(redX(host))
        withAnimation(.linear(duration: 1)) {
            nudge.x = 100
            nudge.extra = true
        }
        host.step(frames: 30)
        let halfway = try #require(redX(host)) - start
        #expect(abs(halfway - 50) <= 1, "\(halfway)")
    }

    @Test func aWatchedValueChangedByOnAppearAnimates() throws {
        let host = ViewHost(MovesOnAppear(), width: 300, height: 40)
        // The first frame ran onAppear and showed the first step; the 300-point frame starts at x = 0.
        host.step(frames: 29)
        let halfway = try #require(redX(host))
        #expect(abs(halfway - 50) <= 1, "\(halfway)")
    }

    @Test func withAnimationInsideOnAppearAnimates() throws {
        let host = ViewHost(MovesWithAnimationOnAppear(), width: 300, height: 40)
        // The first frame ran onAppear and showed the first step; the 300-point frame starts at x = 0.
        host.step(frames: 29)
        let halfway = try #require(redX(host))
        #expect(abs(halfway - 50) <= 1, "\(halfway)")
    }
}
