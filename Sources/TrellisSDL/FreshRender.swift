import CSDL2
@_spi(TrellisExtension) import TrellisCore

/// A second canvas that draws every frame whole, for tests that check that
/// drawing only what changed leaves the same pixels. It keeps its textures
/// between frames (so a check costs a repaint, not a rasterisation of
/// everything); comparing with a new host now and then checks those too.
@MainActor
public final class WholeRepaintCheck {
    private let canvas: Canvas

    /// A check drawing on `renderer` with the fonts and pictures `pipeline` draws with.
    public init(renderer: OpaquePointer, matching pipeline: FramePipeline) {
        let source = pipeline.canvas
        canvas = Canvas(renderer: renderer, measurer: source.measurer, images: source.images, symbols: source.symbols)
    }

    /// Draws `pipeline`'s last frame whole.
    public func repaint(_ pipeline: FramePipeline) {
        canvas.background = pipeline.canvas.background
        canvas.invalidateAll()
        canvas.draw(pipeline.scale == 1 ? pipeline.displayList : pipeline.displayList.scaled(by: pipeline.scale))
    }

    /// Frees the check's textures; call before its renderer goes.
    public func releaseTextures() {
        canvas.textures.removeAll()
    }
}

extension FramePipeline {
    /// Draws the last frame's display list whole onto `renderer`, with fonts,
    /// pictures and textures of its own: what the screen must show if drawing
    /// only what changed was right. For tests that compare the two.
    public func drawLastFrameAfresh(on renderer: OpaquePointer) {
        let fresh = Canvas(renderer: renderer, measurer: TTFTextMeasurer(), images: ImageLibrary(), symbols: SymbolLibrary())
        fresh.background = canvas.background
        fresh.draw(scale == 1 ? displayList : displayList.scaled(by: scale))
        fresh.textures.removeAll()
    }
}
