import Testing
import Trellis
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets
@testable import TrellisSDL

/// A bit of everything that depends on the window's size: wrapped text, a
/// shape, a picture, a rounded clip and a turned view, all laid out to fill it.
private struct Sampler: View {
    var body: some View {
        VStack(spacing: 6) {
            Text("A line of text long enough to wrap when the window is narrow")
            HStack {
                Circle().fill(Color.blue).frame(width: 30, height: 30)
                Image("quadrants").resizable().frame(width: 40, height: 30).cornerRadius(8)
                Color.green.frame(width: 30, height: 20).rotationEffect(.degrees(30))
            }
            Color.orange.frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        .padding(8)
    }
}

@MainActor
private func freshRender(width: Int, height: Int) throws -> PixelImage {
    let window = try WindowTarget(width: width, height: height)
    let pipeline = try FramePipeline(content: Sampler(), renderer: window.renderer, size: Size(width: Double(width), height: Double(height)))
    pipeline.runFrame()
    return try window.snapshot()
}

@MainActor
@Suite struct WindowResizeTests {
    /// As `WindowHost` does: the window's size-changed event resizes the
    /// pipeline, which keeps its renderer and textures.
    @Test(arguments: [false, true])
    func resizingTheWindowToOnePixelAndBackDrawsWhatAFreshWindowDoes(throughFrameTexture: Bool) throws {
        let window = try WindowTarget(width: 240, height: 180)
        let pipeline = try FramePipeline(content: Sampler(), renderer: window.renderer, size: Size(width: 240, height: 180))
        // The accelerated renderers' path: frames drawn into a texture that must follow the window's size.
        pipeline.drawsThroughFrameTexture = throughFrameTexture
        pipeline.runFrame()
        window.present()
        let warnings = Diagnostics.warnings.count
        for (width, height) in [(1, 1), (240, 180)] {
            let reported = try #require(window.resize(width: width, height: height), "a size-changed event")
            #expect(reported.width == width && reported.height == height)
            pipeline.resize(to: Size(width: Double(reported.width), height: Double(reported.height)))
            pipeline.runFrame()
            window.present()
            let image = try window.snapshot()
            #expect(image.width == width && image.height == height)
        }
        #expect(Diagnostics.warnings.count - warnings <= 1, "\(Diagnostics.warnings.suffix(from: warnings))")
        let resized = try window.snapshot(), fresh = try freshRender(width: 240, height: 180)
        let differing = zip(resized.pixels, fresh.pixels).count { $0 != $1 }
        #expect(differing == 0, "\(differing) pixels differ from a fresh window of the same size")
        // The text, the circle and the rounded picture; the turned fill needs none.
        #expect(pipeline.lastStats.texturesAlive == 3, "no texture leaked or lost: \(pipeline.lastStats)")
    }
}
