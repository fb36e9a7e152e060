import Testing
import Trellis
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets
@testable import TrellisSDL

/// On accelerated renderers frames are drawn into a texture; Mesa and SDL keep
/// about 1.2 MB for every exact texture size, so the texture is made in steps.
@MainActor
@Suite struct FrameTextureStepTests {
    @Test func resizingThroughThreeHundredWidthsMakesAFrameTextureOnlyPerStep() throws {
        let window = try WindowTarget(width: 400, height: 300)
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 100)
            Color.blue
        }
        let pipeline = try FramePipeline(content: view, renderer: window.renderer, size: Size(width: 400, height: 300))
        pipeline.drawsThroughFrameTexture = true
        pipeline.runFrame()
        for width in 401...700 {
            let reported = try #require(window.resize(width: width, height: 300))
            pipeline.resize(to: Size(width: Double(reported.width), height: Double(reported.height)))
            pipeline.runFrame()
        }
        // 400 and 401...512 share one 512-wide texture, 513...700 one 768 wide: two, not 301.
        #expect(pipeline.canvas.frameTexturesMade == 2)
        window.present()
        let image = try window.snapshot()
        #expect(image.width == 700)
        // The window's part of the larger texture is shown unscaled: the red column ends at 100.
        #expect(image[99, 150] == RGBA(r: 255, g: 59, b: 48))
        #expect(image[100, 150] == image[699, 150])
        #expect(image[699, 150] != image[99, 150])
    }
}
