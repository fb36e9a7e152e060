import CSDL2
import Foundation
import FrameBenchReport
import TrellisSDL

// The hand-written side of the comparison. Nothing in the baseline files
// imports Trellis: they are what a careful programmer would write straight
// over SDL, knowing exactly what changed. Only the positions they draw at
// come from Trellis's display list, so both draw the same pixels.

/// A texture the baseline rasterised once and keeps, with the size of what it shows.
struct BaselineTexture {
    let texture: OpaquePointer
    let width: Int32
    let height: Int32
    /// Where in `texture` it lies, when `texture` is a `BaselineAtlas` shared with others.
    var source: SDL_Rect?
}

/// A rectangle in pixels; the baseline's own geometry type.
struct PixelRect: Equatable, Sendable {
    var x: Int32
    var y: Int32
    var w: Int32
    var h: Int32

    /// Nothing: the union of no rectangles.
    static let zero = PixelRect(x: 0, y: 0, w: 0, h: 0)

    var maxX: Int32 { x + w }
    var maxY: Int32 { y + h }
    var isEmpty: Bool { w <= 0 || h <= 0 }
    var sdl: SDL_Rect { SDL_Rect(x: x, y: y, w: w, h: h) }

    func intersection(_ other: PixelRect) -> PixelRect {
        let left = max(x, other.x), top = max(y, other.y)
        let right = min(maxX, other.maxX), bottom = min(maxY, other.maxY)
        return PixelRect(x: left, y: top, w: max(0, right - left), h: max(0, bottom - top))
    }

    func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let left = min(x, other.x), top = min(y, other.y)
        return PixelRect(x: left, y: top, w: max(maxX, other.maxX) - left, h: max(maxY, other.maxY) - top)
    }

    func intersects(_ other: PixelRect) -> Bool { !intersection(other).isEmpty }
}

/// An RGBA colour for the baseline.
struct PixelColor: Equatable, Sendable {
    var r: UInt8
    var g: UInt8
    var b: UInt8
    var a: UInt8 = 255

    static let white = PixelColor(r: 255, g: 255, b: 255)
    static let black = PixelColor(r: 0, g: 0, b: 0)
    var sdl: SDL_Color { SDL_Color(r: r, g: g, b: b, a: a) }
}

/// Text, glyphs, fills and presenting, straight over SDL and SDL_ttf.
@MainActor
final class BaselineCanvas {
    let renderer: OpaquePointer
    /// The file fontconfig picks for sans-serif, as `fc-match` reports it.
    let fontPath: String
    private var fonts: [Int32: OpaquePointer] = [:]
    private var boldFonts: [Int32: OpaquePointer] = [:]
    /// The file fontconfig picks for bold sans-serif.
    private let boldFontPath: String?
    private var symbolFonts: [Int32: OpaquePointer] = [:]
    private let symbolFontPath: String?
    private let usesFrameTexture: Bool
    private var frameTexture: OpaquePointer?
    private let bounds: PixelRect
    private var presenter: RegionPresenter
    /// Whether labels are packed into a `BaselineAtlas`: when Trellis packs its
    /// small graphics (on accelerated renderers, or as `TRELLIS_ATLAS` says),
    /// so the comparison stays with the best code a person would write.
    let packsLabels: Bool

    /// Where Debian installs the icon font Trellis draws symbols from.
    static let iconFontPath = "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf"

    /// A canvas on `renderer`, `width` × `height` pixels. With `usesFrameTexture`
    /// it draws into a texture that keeps its pixels, as Trellis does on OpenGL.
    init(window: OpaquePointer, renderer: OpaquePointer, width: Int32, height: Int32, usesFrameTexture: Bool) throws {
        self.renderer = renderer
        self.usesFrameTexture = usesFrameTexture
        switch ProcessInfo.processInfo.environment["TRELLIS_ATLAS"] {
        case "1": packsLabels = true
        case "0": packsLabels = false
        default: packsLabels = usesFrameTexture
        }
        bounds = PixelRect(x: 0, y: 0, w: width, h: height)
        presenter = RegionPresenter(window: window, renderer: renderer, environment: ProcessInfo.processInfo.environment)
        // Trellis draws everything in TRELLIS_FONT when it is set; so does the baseline.
        guard let path = ProcessInfo.processInfo.environment["TRELLIS_FONT"]
                ?? Shell.output("fc-match", ["-f", "%{file}", "sans-serif"]) else {
            throw BenchError("fc-match found no sans-serif font for the baseline")
        }
        fontPath = path
        boldFontPath = Shell.output("fc-match", ["-f", "%{file}", "sans-serif:bold"])
        symbolFontPath = FileManager.default.isReadableFile(atPath: Self.iconFontPath) ? Self.iconFontPath : nil
        if usesFrameTexture {
            frameTexture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                             Int32(SDL_TEXTUREACCESS_TARGET.rawValue), width, height)
            if frameTexture == nil { throw BenchError("could not make the baseline's frame texture") }
        }
        guard font(size: 15) != nil else { throw BenchError("could not open \(path) for the baseline") }
    }

    isolated deinit {
        if let frameTexture { SDL_DestroyTexture(frameTexture) }
        for font in fonts.values { TTF_CloseFont(font) }
        for font in boldFonts.values { TTF_CloseFont(font) }
        for font in symbolFonts.values { TTF_CloseFont(font) }
    }

    private func font(size: Int32) -> OpaquePointer? {
        if let open = fonts[size] { return open }
        let opened = TTF_OpenFont(fontPath, size)
        fonts[size] = opened
        return opened
    }

    private func font(size: Int32, bold: Bool) -> OpaquePointer? {
        guard bold else { return font(size: size) }
        if let open = boldFonts[size] { return open }
        let opened = boldFontPath.flatMap { TTF_OpenFont($0, size) }
        boldFonts[size] = opened
        return opened
    }

    /// From one line's top to the next, in the regular or bold face.
    func lineSkip(size: Int32, bold: Bool = false) -> Int32 {
        font(size: size, bold: bold).map { TTF_FontLineSkip($0) } ?? size
    }

    private func symbolFont(size: Int32) -> OpaquePointer? {
        if let open = symbolFonts[size] { return open }
        guard let symbolFontPath else { return nil }
        let opened = TTF_OpenFont(symbolFontPath, size)
        symbolFonts[size] = opened
        return opened
    }

    /// `string` rasterised once into a texture.
    func text(_ string: String, size: Int32 = 15, bold: Bool = false, color: PixelColor = .black) -> BaselineTexture? {
        textSurface(string, size: size, bold: bold, color: color).flatMap(upload)
    }

    /// `string` rasterised into a new surface, which the caller frees.
    func textSurface(_ string: String, size: Int32, bold: Bool, color: PixelColor) -> UnsafeMutablePointer<SDL_Surface>? {
        guard !string.isEmpty, let font = font(size: size, bold: bold) else { return nil }
        return TTF_RenderUTF8_Blended(font, string, color.sdl)
    }

    /// A glyph of the icon font, such as U+E5CD for a cross.
    func glyph(_ codepoint: UInt32, size: Int32 = 15, color: PixelColor = .black) -> BaselineTexture? {
        guard let font = symbolFont(size: size), let surface = TTF_RenderGlyph32_Blended(font, codepoint, color.sdl) else {
            return nil
        }
        return upload(surface)
    }

    func upload(_ surface: UnsafeMutablePointer<SDL_Surface>) -> BaselineTexture? {
        defer { SDL_FreeSurface(surface) }
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        return BaselineTexture(texture: texture, width: surface.pointee.w, height: surface.pointee.h)
    }

    /// Frees a texture the baseline no longer shows; a cell of an atlas is just written over later.
    func destroy(_ texture: BaselineTexture?) {
        if let texture, texture.source == nil { SDL_DestroyTexture(texture.texture) }
    }

    /// Starts repainting `region`: later drawing is clipped to it, and it is cleared to white.
    func beginRegion(_ region: PixelRect) {
        if usesFrameTexture { SDL_SetRenderTarget(renderer, frameTexture) }
        var clip = region.intersection(bounds).sdl
        SDL_RenderSetClipRect(renderer, &clip)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(renderer, 255, 255, 255, 255)
        SDL_RenderFillRect(renderer, &clip)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    /// Fills `rect` with `color`, blending only a colour that lets what is below show.
    func fill(_ rect: PixelRect, _ color: PixelColor) {
        guard color.a > 0, !rect.isEmpty else { return }
        var area = rect.sdl
        SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
        if color.a == 255 { SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE) }
        SDL_RenderFillRect(renderer, &area)
        if color.a == 255 { SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND) }
    }

    /// Draws `texture` with its top-left corner at `x`, `y`.
    func draw(_ texture: BaselineTexture, x: Int32, y: Int32) {
        var destination = SDL_Rect(x: x, y: y, w: texture.width, h: texture.height)
        if var source = texture.source {
            SDL_RenderCopy(renderer, texture.texture, &source, &destination)
        } else {
            SDL_RenderCopy(renderer, texture.texture, nil, &destination)
        }
    }

    /// Ends the frame's drawing and presents `region` of it, as Trellis presents
    /// what it repainted; returns the seconds presenting took.
    func present(_ region: PixelRect) -> Double {
        SDL_RenderSetClipRect(renderer, nil)
        if usesFrameTexture {
            SDL_SetRenderTarget(renderer, nil)
            SDL_RenderCopy(renderer, frameTexture, nil, nil)
        }
        var seconds = 0.0
        MonotonicClock.time(&seconds) { presenter.present([region.intersection(bounds).sdl]) }
        return seconds
    }
}
