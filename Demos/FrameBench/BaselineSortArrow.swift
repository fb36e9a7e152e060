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
        let samples = 16
        SDL_LockSurface(surface)
        let pitch = Int(surface.pointee.pitch) / 4
        let pixels = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        for py in 0..<Int(height) {
            for px in 0..<Int(width) {
                var covered = 0
                for sy in 0..<samples {
                    for sx in 0..<samples where inside(Double(px) + (Double(sx) + 0.5) / Double(samples),
                                                       Double(py) + (Double(sy) + 0.5) / Double(samples)) {
                        covered += 1
                    }
                }
                let alpha = UInt32((Double(covered) / Double(samples * samples) * Double(color.a)).rounded())
                pixels[py * pitch + px] = alpha << 24 | UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)
            }
        }
        SDL_UnlockSurface(surface)
        return upload(surface)
    }
}
