import CSDL2

/// New ARGB surfaces to draw text into, every pixel clear.
///
/// `SDL_CreateRGBSurfaceWithFormat` clears the pixels it allocates (SDL 2
/// has done so since 1.2, "important for bitmaps"; `ClearSurfaceTests` keeps
/// it honest), so filling a new surface with 0 again cleared every text's
/// pixels twice: in `nested-grid` that second clear was two fifths of
/// rasterising its wrapped texts.
enum ClearSurface {
    /// A `width` × `height` ARGB8888 surface of clear pixels, or `nil` when SDL cannot make it.
    static func make(width: Int32, height: Int32) -> UnsafeMutablePointer<SDL_Surface>? {
        SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
    }
}
