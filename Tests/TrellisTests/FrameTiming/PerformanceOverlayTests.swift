import Foundation
import Testing
import Trellis
@_spi(TrellisExtension) import TrellisCore
import TrellisTesting

/// The overlay drawn from fixed frames, so its golden image is the same on any machine.
@MainActor
@Suite struct PerformanceOverlayTests {
    private struct Content: View {
        var body: some View {
            VStack(spacing: 12) {
                Text("Under the overlay")
                Color.blue.frame(width: 200, height: 60)
            }
        }
    }

    /// 120 frames: quick ones, slower ones with more layout, and every 17th over 16.7 ms.
    private static var samples: [FrameHistory.Sample] {
        (0..<120).map { index in
            var timings = FrameTimings()
            timings.events = 0.0004
            timings.update = 0.001 + Double(index % 7) * 0.0004
            timings.layout = 0.0008 + Double(index % 5) * 0.0006
            timings.display = 0.0005
            timings.animation = 0.0002
            timings.render = 0.002 + Double(index % 3) * 0.001
            timings.present = 0.0006
            if index % 17 == 16 { timings.render += 0.014 }
            return FrameHistory.Sample(timings: timings, bodies: 3 + index % 9, missed: timings.total > 1.0 / 60,
                                       textureBytes: 3 * 1_048_576 + index * 4096)
        }
    }

    @Test func theOverlayMatchesItsGolden() {
        let host = ViewHost(Content(), width: 480, height: 320)
        host.showPerformanceOverlay(with: Self.samples)
        host.step()
        expectMatchesGolden(host, named: "performance-overlay")
    }

    @Test func itDrawsOnlyInItsCornerAndLeavesTheContentAlone() throws {
        let plain = ViewHost(Content(), width: 480, height: 320)
        let shown = ViewHost(Content(), width: 480, height: 320)
        shown.showPerformanceOverlay(with: Self.samples)
        shown.step()
        // The panel: 264 × 128 points, 8 from the top and right edges.
        for (x, y) in [(20, 20), (240, 160), (100, 300), (470, 300), (200, 10)] {
            #expect(plain.color(x: x, y: y) == shown.color(x: x, y: y), "at \(x), \(y)")
        }
        #expect(shown.color(x: 470, y: 12) != plain.color(x: 470, y: 12))
        // Turning it off draws the content under the panel again.
        shown.showsPerformanceOverlay = false
        shown.step()
        #expect(shown.color(x: 470, y: 12) == plain.color(x: 470, y: 12))
    }

    @Test func itRecordsTheFramesThatDidWork() {
        let host = ViewHost(Content(), width: 480, height: 320)
        host.showsPerformanceOverlay = true
        host.resize(width: 500, height: 320)
        host.step(frames: 3)
        // Only the frame after the resize drew; idle frames are not recorded.
        #expect(host.overlay?.history.samples.count == 1)
    }
}
