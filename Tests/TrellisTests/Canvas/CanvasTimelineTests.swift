import Foundation
import Testing
import Trellis
import TrellisTesting

@MainActor private final class Counts {
    var parentBodies = 0
    var renders = 0
}

/// A sweeping hand on a canvas, driven by a timeline, under a parent that counts its bodies.
private struct Sweep: View {
    let counts: Counts
    let start: Date

    var body: some View {
        let _ = counts.parentBodies += 1
        VStack {
            Text("Radar")
            TimelineView(.animation) { timeline in
                Canvas { context, size in
                    counts.renders += 1
                    let angle = timeline.date.timeIntervalSince(start) * 2
                    var hand = Path()
                    hand.move(to: CGPoint(x: size.width / 2, y: size.height / 2))
                    hand.addLine(to: CGPoint(x: size.width / 2 + 40 * cos(angle), y: size.height / 2 + 40 * sin(angle)))
                    context.stroke(hand, with: .color(.red), lineWidth: 3)
                }
                .frame(width: 100, height: 100)
            }
        }
    }
}

@MainActor
@Suite struct CanvasTimelineTests {
    @Test func aTimelineRedrawsItsCanvasEveryFrameWithoutRebuildingItsParent() {
        let counts = Counts()
        let host = ViewHost(Sweep(counts: counts, start: Date()), width: 200, height: 160)
        host.step()
        let bodies = counts.parentBodies, renders = counts.renders
        for _ in 0..<10 {
            host.step()
            // One texture, the canvas's, is rasterised again each frame.
            #expect(host.stats.texturesUpdated + host.stats.texturesCreated == 1)
        }
        #expect(counts.parentBodies == bodies)
        #expect(counts.renders == renders + 10)
    }
}
