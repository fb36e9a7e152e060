import CSDL2
@_spi(TrellisExtension) import TrellisCore

/// Puts a frame on screen. SDL's software renderer draws straight into the
/// window's surface, so only the rectangles a frame repainted need copying to
/// the screen; accelerated renderers forget their back buffer and present a
/// whole frame (Trellis keeps its pixels in a frame texture for them).
///
/// Windows and FrameBench's two sides present through this one routine, so the
/// benchmark's ratios compare drawing, not presenting.
@MainActor
public struct RegionPresenter {
    private let window: OpaquePointer
    private let renderer: OpaquePointer
    /// Whether rectangles go to the window's surface; false once that failed, or on accelerated renderers.
    public private(set) var presentsRegions: Bool

    /// A presenter for `renderer`, which draws in `window`. `TRELLIS_PRESENT_WHOLE=1` presents whole frames.
    public init(window: OpaquePointer, renderer: OpaquePointer, environment: [String: String]) {
        self.window = window
        self.renderer = renderer
        var info = SDL_RendererInfo()
        let isSoftware = SDL_GetRendererInfo(renderer, &info) == 0 && info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0
        presentsRegions = isSoftware && environment["TRELLIS_PRESENT_WHOLE"] != "1"
    }

    /// Shows `regions` (in window pixels) of what was drawn, or the whole frame
    /// when regions cannot be presented alone or none were named.
    public mutating func present(_ regions: [SDL_Rect]) {
        guard presentsRegions, !regions.isEmpty else {
            SDL_RenderPresent(renderer)
            return
        }
        // The renderer may still hold queued drawing; it must reach the surface first.
        SDL_RenderFlush(renderer)
        var regions = regions
        if SDL_UpdateWindowSurfaceRects(window, &regions, Int32(regions.count)) != 0 {
            Diagnostics.warnOnce("present-regions", SDLError("Could not copy the changed rectangles to the window; presenting it whole").description)
            presentsRegions = false
            SDL_RenderPresent(renderer)
        }
    }
}
