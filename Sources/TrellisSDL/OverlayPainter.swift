import CSDL2
@_spi(TrellisExtension) import TrellisCore

/// Fills rectangles and draws short texts for the performance overlay, in
/// points from the panel's corner, straight onto an SDL renderer.
@MainActor
struct OverlayPainter {
    let renderer: OpaquePointer
    /// The panel, in target pixels.
    let origin: SDL_Rect
    /// Pixels per point.
    let scale: Double

    /// Fills a rectangle of the panel with `color`; edges are rounded to whole pixels so bars tile without gaps.
    func fill(x: Double, y: Double, width: Double, height: Double, _ color: RGBA) {
        let left = (x * scale).rounded(), top = (y * scale).rounded()
        let right = ((x + width) * scale).rounded(), bottom = ((y + height) * scale).rounded()
        guard right > left, bottom > top else { return }
        var rect = SDL_Rect(x: origin.x + Int32(left), y: origin.y + Int32(top), w: Int32(right - left), h: Int32(bottom - top))
        SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
        SDL_RenderFillRect(renderer, &rect)
    }

    /// Draws `string` with its top left at `x`, `y`, in the system font at `size` points; returns its width in points.
    @discardableResult
    func text(_ string: String, x: Double, y: Double, size: Double, _ color: RGBA, fonts: FontCache) -> Double {
        guard let font = fonts.font(for: .system(size: size * scale)),
              let surface = TTF_RenderUTF8_Blended(font, string, SDL_Color(r: color.r, g: color.g, b: color.b, a: color.a)) else { return 0 }
        defer { SDL_FreeSurface(surface) }
        let width = surface.pointee.w, height = surface.pointee.h
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return 0 }
        defer { SDL_DestroyTexture(texture) }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        var target = SDL_Rect(x: origin.x + Int32((x * scale).rounded()), y: origin.y + Int32((y * scale).rounded()), w: width, h: height)
        SDL_RenderCopy(renderer, texture, nil, &target)
        return Double(width) / scale
    }
}

/// The overlay's colours: one per phase, as its legend shows them.
enum OverlayColors {
    static let background = RGBA(r: 24, g: 24, b: 28)
    static let graph = RGBA(r: 40, g: 40, b: 46)
    static let text = RGBA(r: 235, g: 235, b: 240)
    static let budgetLine = RGBA(r: 120, g: 230, b: 120)
    static let missed = RGBA(r: 255, g: 64, b: 64)
    static let missedColumn = RGBA(r: 96, g: 28, b: 32)
    static let bodies = RGBA(r: 150, g: 150, b: 160)

    /// The colour of `phase`'s part of a bar.
    static func phase(_ phase: FramePhase) -> RGBA {
        switch phase {
        case .idle: RGBA(r: 0, g: 0, b: 0)
        case .input: RGBA(r: 140, g: 140, b: 150)
        case .bodies: RGBA(r: 80, g: 140, b: 255)
        case .layout: RGBA(r: 50, g: 200, b: 180)
        case .display: RGBA(r: 240, g: 200, b: 60)
        case .animation: RGBA(r: 190, g: 110, b: 235)
        case .render: RGBA(r: 255, g: 130, b: 50)
        case .present: RGBA(r: 230, g: 90, b: 150)
        }
    }
}
