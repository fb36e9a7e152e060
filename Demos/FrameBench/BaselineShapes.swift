import CSDL2

extension BaselineCanvas {
    /// A rounded rectangle in `color`, its edges anti-aliased by coverage:
    /// each pixel is sampled 16 × 16 times, close to Cairo's exact coverage.
    func roundedRectangle(width: Int32, height: Int32, radius: Double, color: PixelColor) -> BaselineTexture? {
        guard width > 0, height > 0,
              let surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            return nil
        }
        let w = Double(width), h = Double(height), r = min(radius, w / 2, h / 2)
        func inside(_ x: Double, _ y: Double) -> Bool {
            // Distance from the nearest corner's centre, where the point lies in a corner square.
            let cx = x < r ? r : (x > w - r ? w - r : x)
            let cy = y < r ? r : (y > h - r ? h - r : y)
            let dx = x - cx, dy = y - cy
            return dx * dx + dy * dy <= r * r
        }
        return coverageTexture(surface, color: color, inside: inside)
    }

    /// Fills `surface` with `color` where `inside` holds, each pixel's alpha
    /// its share of 16 × 16 samples that do, and uploads it.
    func coverageTexture(_ surface: UnsafeMutablePointer<SDL_Surface>, color: PixelColor,
                         inside: (Double, Double) -> Bool) -> BaselineTexture? {
        let samples = 16
        let width = Int(surface.pointee.w), height = Int(surface.pointee.h)
        SDL_LockSurface(surface)
        let pitch = Int(surface.pointee.pitch) / 4
        let pixels = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        for py in 0..<height {
            for px in 0..<width {
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
