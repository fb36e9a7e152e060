import CSDL2

/// Makes decoded pictures smaller when they are shown much smaller than
/// they are, so a 6,000-pixel photo shown at 200 points keeps a copy of a
/// few hundred pixels, not 144 MB.
///
/// Each step halves the picture with a linear filter, which at exactly half
/// averages every two-by-two block: repeated, that is a box filter, so fine
/// detail blends instead of flickering into moiré as one big step would.
/// It stops while the copy is still at least the size shown, so drawing
/// stretches it down by less than half and stays sharp.
enum PictureScaling {
    /// How many times a picture of `natural` pixels can be halved and still
    /// be at least `shown` pixels in both directions.
    static func halvings(from natural: SDL_Point, toShow shown: SDL_Point) -> Int {
        var count = 0
        var size = natural
        while size.x / 2 >= max(shown.x, 1), size.y / 2 >= max(shown.y, 1) {
            size = SDL_Point(x: size.x / 2, y: size.y / 2)
            count += 1
        }
        return count
    }

    /// `picture` halved `times` times, as a new ARGB surface, or `nil` when
    /// the copy cannot be made.
    static func halved(_ picture: UnsafeMutablePointer<SDL_Surface>, times: Int) -> UnsafeMutablePointer<SDL_Surface>? {
        guard var current = SDL_ConvertSurfaceFormat(picture, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else { return nil }
        for _ in 0..<times {
            guard current.pointee.w >= 2, current.pointee.h >= 2,
                  let half = SDL_CreateRGBSurfaceWithFormat(0, current.pointee.w / 2, current.pointee.h / 2, 32,
                                                            SDL_PIXELFORMAT_ARGB8888.rawValue) else { break }
            guard SDL_SoftStretchLinear(current, nil, half, nil) == 0 else {
                SDL_FreeSurface(half)
                break
            }
            SDL_FreeSurface(current)
            current = half
        }
        return current
    }
}
