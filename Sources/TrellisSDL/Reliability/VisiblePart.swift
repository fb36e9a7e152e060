import CSDL2
@_spi(TrellisExtension) import TrellisCore

/// Huge graphics are drawn only where they can be seen. A 16,000-pixel
/// circle rasterised whole takes a gigabyte and seconds, and one beyond the
/// largest texture (16,384 pixels) cannot be rasterised whole at all; what
/// the window shows of it is at most the window.
extension Canvas {
    /// The part of `destination` (a graphic's pixels on the target) worth
    /// rasterising: all of it while it is modest, else its overlap with the
    /// target and the graphic's clip. A turned graphic is kept whole while
    /// it fits a texture, since its visible part is not an upright rectangle.
    func visiblePart(of destination: SDL_Rect, for graphic: Graphic) -> SDL_Rect {
        let fitsTexture = destination.w <= ShapeRasterizer.maximumSide && destination.h <= ShapeRasterizer.maximumSide
        let area = Int64(destination.w) * Int64(destination.h)
        let modest = area <= 4 * Int64(targetBounds.w) * Int64(targetBounds.h)
        if fitsTexture && (modest || graphic.rotation != 0) { return destination }
        var visible = targetBounds
        if graphic.rotation != 0 {
            // Turned about its centre, any part may swing into view: keep a window-sized neighbourhood of it.
            visible = SDL_Rect(x: targetBounds.x &- targetBounds.w, y: targetBounds.y &- targetBounds.h,
                               w: 3 &* targetBounds.w, h: 3 &* targetBounds.h)
        }
        if let clip = graphic.clip { visible = PixelGeometry.intersection(visible, PixelGeometry.rect(clip)) }
        let part = PixelGeometry.intersection(destination, visible)
        return SDL_Rect(x: part.x, y: part.y, w: min(part.w, ShapeRasterizer.maximumSide), h: min(part.h, ShapeRasterizer.maximumSide))
    }
}
