import CSDL2
@_spi(TrellisExtension) import TrellisCore

/// Turns layout rectangles, in fractional points, into whole-pixel SDL rectangles.
enum PixelGeometry {
    /// `rect` with each edge rounded, so neighbours share edges without gaps or overlaps.
    /// Non-finite or enormous values are clamped rather than trapping.
    static func rect(_ rect: Rect) -> SDL_Rect {
        let left = edge(rect.x), top = edge(rect.y)
        let right = edge(rect.maxX), bottom = edge(rect.maxY)
        return SDL_Rect(x: left, y: top, w: max(0, right &- left), h: max(0, bottom &- top))
    }

    /// The whole pixels `rect` touches, its edges rounded outwards.
    static func outward(_ rect: Rect) -> SDL_Rect {
        let left = Int32(clampingPixels: rect.minX, rounding: .down), top = Int32(clampingPixels: rect.minY, rounding: .down)
        let right = Int32(clampingPixels: rect.maxX, rounding: .up), bottom = Int32(clampingPixels: rect.maxY, rounding: .up)
        return SDL_Rect(x: left, y: top, w: max(0, right &- left), h: max(0, bottom &- top))
    }

    /// The overlap of two rectangles; empty (zero size) when they do not overlap.
    static func intersection(_ a: SDL_Rect, _ b: SDL_Rect) -> SDL_Rect {
        let left = max(a.x, b.x), top = max(a.y, b.y)
        let right = min(Int64(a.x) + Int64(a.w), Int64(b.x) + Int64(b.w))
        let bottom = min(Int64(a.y) + Int64(a.h), Int64(b.y) + Int64(b.h))
        guard right > Int64(left), bottom > Int64(top) else { return SDL_Rect(x: left, y: top, w: 0, h: 0) }
        return SDL_Rect(x: left, y: top, w: Int32(right - Int64(left)), h: Int32(bottom - Int64(top)))
    }

    /// Whether `rect` covers no pixels.
    static func isEmpty(_ rect: SDL_Rect) -> Bool {
        rect.w <= 0 || rect.h <= 0
    }

    private static func edge(_ value: Double) -> Int32 {
        Int32(clampingPixels: value)
    }
}
