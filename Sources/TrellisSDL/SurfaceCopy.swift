import CSDL2

/// Copies one surface's pixels into another, alpha and all, with no blending:
/// how text is composed from the surfaces SDL_ttf draws, line by line and run
/// by run, into the surface a texture is made from.
enum SurfaceCopy {
    /// Copies `source` into `target` with its top left at (`x`, `y`), clipped to `target`.
    ///
    /// Both ARGB8888, as SDL_ttf draws and the rasterisers make them, a row is
    /// a run of bytes. `SDL_UpperBlit` with blending off gives the same
    /// pixels, but works a blit map out afresh for every new source surface:
    /// composing the 256 wrapped texts of a first frame took 2 ms that way.
    static func copy(_ source: UnsafeMutablePointer<SDL_Surface>, into target: UnsafeMutablePointer<SDL_Surface>,
                     x: Int32, y: Int32) {
        let argb = SDL_PIXELFORMAT_ARGB8888.rawValue
        guard source.pointee.format.pointee.format == argb, target.pointee.format.pointee.format == argb,
              let from = source.pointee.pixels, let to = target.pointee.pixels else {
            SDL_SetSurfaceBlendMode(source, SDL_BLENDMODE_NONE)
            var destination = SDL_Rect(x: x, y: y, w: source.pointee.w, h: source.pointee.h)
            SDL_UpperBlit(source, nil, target, &destination)
            return
        }
        // In `Int`: a position near `Int32.max` plus a width would overflow.
        let x = Int(x), y = Int(y)
        let left = max(x, 0), right = min(x + Int(source.pointee.w), Int(target.pointee.w))
        let top = max(y, 0), bottom = min(y + Int(source.pointee.h), Int(target.pointee.h))
        guard left < right, top < bottom else { return }
        let sourcePitch = Int(source.pointee.pitch), targetPitch = Int(target.pointee.pitch)
        for row in top..<bottom {
            (to + row * targetPitch + left * 4).copyMemory(from: from + (row - y) * sourcePitch + (left - x) * 4,
                                                            byteCount: (right - left) * 4)
        }
    }
}
