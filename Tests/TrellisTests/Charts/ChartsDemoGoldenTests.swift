import Foundation
import Testing
import TrellisSDL

/// The Charts demo, run as its own process headless, draws its golden screenshot.
@Suite struct ChartsDemoGoldenTests {
    @Test func theChartsDemoMatchesItsGolden() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("demo-Charts-\(UUID()).png")
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try DemoRun.run("Charts", ["--headless", "--frames", "3", "--screenshot", file.path],
                                  environment: ["SDL_RENDER_DRIVER": "software"])
        try #require(run.status == 0, "Charts exited with \(run.status): \(run.errors)")
        expectMatchesGolden(try PixelImage(contentsOf: file), named: "demo-Charts")
    }
}
