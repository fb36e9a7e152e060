import CSDL2
import TrellisCore

/// Plain rectangles need no texture: the renderer fills them directly.
extension Canvas {
    /// Fills an upright rectangle; nothing for a clear colour or an empty rectangle.
    func fill(_ rect: SDL_Rect, color: RGBA) {
        guard color.a > 0, rect.w > 0, rect.h > 0 else { return }
        var rect = rect
        SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
        SDL_RenderFillRect(renderer, &rect)
    }

    /// A border drawn inside the frame, as four filled strips, so it never spills onto neighbours.
    func strokeInside(_ frame: Rect, color: RGBA, width: Double) {
        let outer = PixelGeometry.rect(frame)
        let line = Int32(max(1, width.rounded()))
        fill(SDL_Rect(x: outer.x, y: outer.y, w: outer.w, h: min(line, outer.h)), color: color)
        fill(SDL_Rect(x: outer.x, y: outer.y + outer.h - line, w: outer.w, h: min(line, outer.h)), color: color)
        fill(SDL_Rect(x: outer.x, y: outer.y + line, w: min(line, outer.w), h: outer.h - 2 * line), color: color)
        fill(SDL_Rect(x: outer.x + outer.w - line, y: outer.y + line, w: min(line, outer.w), h: outer.h - 2 * line), color: color)
    }
}
