import Foundation
import Testing

/// `--frames N` runs at the frame rate like any window, instead of spinning a core.
@Suite struct FramesPacingTests {
    @Test func aRunOfAFixedNumberOfFramesIsPacedAtTheFrameRate() async throws {
        // Twelve frames at 4 a second are eleven waits of 250 ms. Unpaced, an idle
        // window ran hundreds of frames a second; a slow machine only makes the run longer.
        let start = Date()
        let run = try await offThePool { try DemoRun.run("Hello", ["--headless", "--frames", "12"], environment: ["TRELLIS_FPS": "4"]) }
        let seconds = Date().timeIntervalSince(start)
        #expect(run.status == 0, "stderr: \(run.errors)")
        #expect(seconds >= 2.7, "the run took \(seconds) s")
    }
}
