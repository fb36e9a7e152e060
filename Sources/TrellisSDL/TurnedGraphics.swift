import CSDL2
@_spi(TrellisExtension) import TrellisCore

/// Graphics turned by `rotationEffect`: where they reach, and fills drawn as
/// triangles, since SDL has no turned rectangle.
extension Canvas {
    /// The pixels a graphic may touch: for a turned graphic, the box around its turned corners.
    func turnedBounds(of graphic: Graphic, upright: SDL_Rect) -> SDL_Rect {
        guard graphic.rotation != 0 else { return upright }
        let corners = Self.corners(of: graphic)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        // A texture may be larger than the frame (text), so pad by the difference.
        let padX = max(Double(upright.w) - graphic.frame.width, 0), padY = max(Double(upright.h) - graphic.frame.height, 0)
        let pad = max(padX, padY) + 2
        return PixelGeometry.rect(Rect(x: xs.min()! - pad, y: ys.min()! - pad,
                                       width: xs.max()! - xs.min()! + 2 * pad, height: ys.max()! - ys.min()! + 2 * pad))
    }

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
}
