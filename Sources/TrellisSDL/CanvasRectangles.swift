import CSDL2
@_spi(TrellisExtension) import TrellisCore

/// Plain rectangles need no texture: the renderer fills them directly.
extension Canvas {
    /// Fills an upright rectangle; nothing for a clear colour or an empty rectangle.
    /// Only its part on the target is passed on, so a fill a billion pixels
    /// across never reaches the renderer's own arithmetic.
    func fill(_ rect: SDL_Rect, color: RGBA) {
        var rect = PixelGeometry.intersection(rect, targetBounds)
        guard color.a > 0, rect.w > 0, rect.h > 0 else { return }
        SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
        guard color.a == 255 else {
            SDL_RenderFillRect(renderer, &rect)
            return
        }
        // An opaque colour covers what is below whether blended or not, and
        // the software renderer's plain fill is a memset where its blended
        // one works out every pixel: most of a row highlight's cost.
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        SDL_RenderFillRect(renderer, &rect)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    /// A border drawn inside the frame, as four filled strips, so it never spills onto neighbours.
    func strokeInside(_ frame: Rect, color: RGBA, width: Double) {
        let outer = PixelGeometry.rect(frame)
        let line = max(1, Int32(clampingPixels: width))
        fill(SDL_Rect(x: outer.x, y: outer.y, w: outer.w, h: min(line, outer.h)), color: color)
        fill(SDL_Rect(x: outer.x, y: outer.y + outer.h - line, w: outer.w, h: min(line, outer.h)), color: color)
        fill(SDL_Rect(x: outer.x, y: outer.y + line, w: min(line, outer.w), h: outer.h - 2 * line), color: color)
        fill(SDL_Rect(x: outer.x + outer.w - line, y: outer.y + line, w: min(line, outer.w), h: outer.h - 2 * line), color: color)
    }

    /// Whether a filled shape is an opaque rectangle exactly covering its
    /// frame of whole pixels: rasterised, it would be a texture of that
    /// colour edge to edge, which a fill draws alike.
    static func fillsItsFrame(_ path: Path, color: RGBA, graphic: Graphic, opacity: Double) -> Bool {
        guard color.a == 255, opacity >= 1, graphic.rotation == 0, graphic.scale == 1 else { return false }
        let frame = graphic.frame
        guard path.uprightRectangle == CGRect(origin: .zero, size: frame.size) else { return false }
        func isWhole(_ value: Double) -> Bool { value.isFinite && value.rounded() == value }
        return isWhole(frame.x) && isWhole(frame.y) && isWhole(frame.width) && isWhole(frame.height)
    }
}
