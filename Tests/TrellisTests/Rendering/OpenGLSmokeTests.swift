import Foundation
import Testing
import Trellis
import TrellisSDL

/// One check on the default, accelerated renderer (llvmpipe OpenGL under Xvfb):
/// it catches limits the software renderer hides, such as the 16,384-pixel
/// largest texture.
@Suite struct OpenGLSmokeTests {
    @Test func theDefaultRendererDrawsWideTextAndShapes() throws {
        guard let display = ProcessInfo.processInfo.environment["DISPLAY"], !display.isEmpty else {
            Issue.record("This test needs an X display; make test runs it under xvfb-run")
            return
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("gl-\(UUID()).png")
        defer { try? FileManager.default.removeItem(at: url) }
        let run = try DemoRun.run("RenderCheck", ["--frames", "3", "--screenshot", url.path, "--size", "400x200"],
                                  environment: ["TRELLIS_STATS": "1"], removing: ["SDL_RENDER_DRIVER", "SDL_VIDEODRIVER"])
        #expect(run.status == 0, "stderr: \(run.errors)")
        #expect(!run.output.contains("renderer software"), "expected the accelerated renderer: \(run.output)")
        #expect(run.output.contains("renderer opengl") || run.output.contains("renderer opengles"), "\(run.output)")
        let image = try PixelImage(contentsOf: url)
        #expect(image.width == 400 && image.height == 200)
        // The content is centred; find the red box, then look above and beside it.
        let red = RGBA(r: 255, g: 59, b: 48)
        let box = try #require((0..<200).lazy.flatMap { y in (0..<400).lazy.map { (x: $0, y: y) } }
            .first { image[$0.x, $0.y].isClose(to: red, tolerance: 3) })
        #expect(image[box.x + 99, box.y + 39].isClose(to: red, tolerance: 3), "a 100 × 40 red box")
        // The wide text was clipped to the texture limit, not dropped: its start is drawn above the box.
        let inked = (max(box.y - 45, 0)..<box.y).contains { y in (box.x..<(box.x + 300)).contains { image[$0, y].r < 100 } }
        #expect(inked, "the wide text's first words are visible")
        // The circle, 12 points right of the box, is blue at its centre.
        let centre = image[box.x + 100 + 12 + 20, box.y + 20]
        #expect(centre.b > 200 && centre.r < 60, "\(centre)")
    }
}
