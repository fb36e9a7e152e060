import CSDL2

/// A failure inside SDL, carrying SDL's own error text.
public struct SDLError: Error, CustomStringConvertible {
    /// What Trellis was doing, followed by SDL's explanation.
    public let description: String

    /// Captures `SDL_GetError()` after `action` failed.
    public init(_ action: String) {
        let detail = String(cString: SDL_GetError())
        description = detail.isEmpty ? action : "\(action): \(detail)"
    }
}
