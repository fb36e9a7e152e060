import CSDL2
import TrellisCore

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
