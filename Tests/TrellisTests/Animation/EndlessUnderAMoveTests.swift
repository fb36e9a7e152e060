import Testing
import Trellis
import TrellisTesting

/// A square turning for ever that a button slides along with its own, finite animation.
private struct TurningSquare: View {
    @State private var turned = false
    @State private var moved = false

    var body: some View {
        VStack(alignment: .leading) {
            Button("Slide") { withAnimation(.linear(duration: 0.5)) { moved.toggle() } }
            Color.orange.frame(width: 40, height: 40)
                .rotationEffect(.degrees(turned ? 360 : 0))
                .offset(x: moved ? 200 : 0)
                .onAppear { withAnimation(.linear(duration: 2).repeatForever(autoreverses: false)) { turned = true } }
        }
        .frame(width: 400, height: 200, alignment: .topLeading)
    }
}

/// SwiftUI animates each animatable attribute with the transaction of the change that set it
/// ("Explore SwiftUI animation", WWDC23): a slide of a view that turns for ever moves its offset
/// along the slide's curve while its rotation goes on along the endless one, and keeps turning after.
@MainActor
@Suite struct EndlessUnderAMoveTests {
    /// The turning square as drawn now: the one graphic that is turned or has been.
    private func square(in host: ViewHost<TurningSquare>) -> (x: Double, rotation: Double)? {
        host.displayList.graphics.first { $0.rotation != 0 }.map { ($0.frame.minX, $0.rotation) }
    }

    @Test func aSlideMovesATurningViewWhileItTurnsAndItTurnsOnAfter() throws {
        let host = ViewHost(TurningSquare(), width: 400, height: 200)
        host.step(frames: 10)
        let before = try #require(square(in: host), "the square turns")
        host.click(text: "Slide")
        var positions: [Double] = [], angles: [Double] = []
        for _ in 0..<12 {
            host.step(frames: 1)
            let now = try #require(square(in: host), "the square stopped turning during the slide")
            positions.append(now.x)
            angles.append(now.rotation)
        }
        #expect(positions.first! > before.x && positions.last! < before.x + 200, "in the middle of the slide: \(positions)")
        #expect(zip(positions, positions.dropFirst()).allSatisfy { $0 < $1 }, "the square slides: \(positions)")
        // A 2-second turn gains 3° a frame at 60 Hz, with the slide or without it.
        #expect(zip(angles, angles.dropFirst()).allSatisfy { abs(($1 - $0) - 3) < 0.5 || $1 < $0 }, "it turns at its own pace: \(angles)")
        host.step(frames: 40)
        let after = try #require(square(in: host))
        #expect(abs(after.x - (before.x + 200)) < 0.5, "the slide ended where it goes")
        host.step(frames: 1)
        #expect(try #require(square(in: host)).rotation != after.rotation, "it turns on after the slide")
        #expect(!host.isIdle)
    }
}
