import CSDL2
import TrellisCore

/// Plain rectangles need no texture: the renderer fills them directly.
extension Canvas {
    /// A turned rectangle is two triangles: SDL_RenderFillRect only draws upright ones.
    func fillTurned(_ graphic: Graphic, color: RGBA) {
        let corners = Self.corners(of: graphic)
        let tint = SDL_Color(r: color.r, g: color.g, b: color.b, a: color.a)
        let vertices = corners.map { SDL_Vertex(position: SDL_FPoint(x: Float($0.x), y: Float($0.y)), color: tint,
                                                tex_coord: SDL_FPoint(x: 0, y: 0)) }
        var indices: [Int32] = [0, 1, 2, 0, 2, 3]
        SDL_RenderGeometry(renderer, nil, vertices, Int32(vertices.count), &indices, Int32(indices.count))
    }

    /// The frame's corners turned about the rotation centre, clockwise from top-left.
    static func corners(of graphic: Graphic) -> [Point] {
        let f = graphic.frame, c = graphic.rotationCenter
        let angle = graphic.rotation * .pi / 180
        let (sine, cosine) = (sin(angle), cos(angle))
        return [Point(x: f.x, y: f.y), Point(x: f.maxX, y: f.y), Point(x: f.maxX, y: f.maxY), Point(x: f.x, y: f.maxY)].map {
            let dx = $0.x - c.x, dy = $0.y - c.y
            return Point(x: c.x + dx * cosine - dy * sine, y: c.y + dx * sine + dy * cosine)
        }
    }

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
