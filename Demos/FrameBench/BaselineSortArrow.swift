import CSDL2

extension BaselineCanvas {
    /// A sorted column's chevron, `width` × `height` pixels, pointing up or
    /// down, anti-aliased by coverage: each pixel is sampled 16 × 16 times.
    func sortArrow(width: Int32, height: Int32, pointsUp: Bool, color: PixelColor) -> BaselineTexture? {
        guard width > 0, height > 0,
              let surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            return nil
        }
        let w = Double(width), h = Double(height)
        // The triangle's tip is at the middle of one edge and its base spans the other.
        func inside(_ x: Double, _ y: Double) -> Bool {
            let depth = pointsUp ? y : h - y
            return abs(x - w / 2) <= (w / 2) * depth / h
        }
        return coverageTexture(surface, color: color, inside: inside)
    }
}
