import Foundation
import Testing
import TrellisSDL

/// Every demo, run as its own process the way `make demo` runs it headless,
/// draws the same pixels as its golden screenshot.
@Suite struct DemoGoldenTests {
    @Test(arguments: ["Hello", "Counter", "Todo", "Rows", "Gallery", "Navigation", "Presentation", "Forms", "Editor", "Drawing", "Tables"])
    func theHeadlessScreenshotMatchesItsGolden(demo: String) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("demo-\(demo)-\(UUID()).png")
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try DemoRun.run(demo, ["--headless", "--frames", "3", "--screenshot", file.path],
                                  environment: ["SDL_RENDER_DRIVER": "software"])
        try #require(run.status == 0, "\(demo) exited with \(run.status): \(run.errors)")
        expectMatchesGolden(try PixelImage(contentsOf: file), named: "demo-\(demo)")
    }
}
