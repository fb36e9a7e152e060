import CSDL2
@_spi(TrellisExtension) import TrellisCore

/// What a picture that cannot be drawn shows instead: a light grey box with a
/// darker outline and a cross, so the gap is visible rather than silently empty.
@MainActor
enum Placeholder {
    /// The natural size of a missing picture from a file, in points.
    static let size = Size(width: 32, height: 32)
    /// The box's colour.
    static let fill = RGBA(r: 224, g: 224, b: 224)
    /// The outline's and the cross's colour.
    static let ink = RGBA(r: 136, g: 136, b: 136)

    /// Draws the placeholder filling `rect`.
    static func draw(in rect: SDL_Rect, opacity: Double, renderer: OpaquePointer) {
        guard rect.w > 0, rect.h > 0 else { return }
        var box = rect
        let fill = fill.multiplyingAlpha(by: opacity), ink = ink.multiplyingAlpha(by: opacity)
        SDL_SetRenderDrawColor(renderer, fill.r, fill.g, fill.b, fill.a)
        SDL_RenderFillRect(renderer, &box)
        SDL_SetRenderDrawColor(renderer, ink.r, ink.g, ink.b, ink.a)
        SDL_RenderDrawRect(renderer, &box)
        let right = rect.x + rect.w - 1, bottom = rect.y + rect.h - 1
        SDL_RenderDrawLine(renderer, rect.x, rect.y, right, bottom)
        SDL_RenderDrawLine(renderer, rect.x, bottom, right, rect.y)
    }
}
