import CSDL2
import Foundation
@_spi(TrellisExtension) import TrellisCore

/// Draws `Image(systemName:)` symbols as glyphs of the Material Icons font.
///
/// The font is Debian's `fonts-material-design-icons-iconfont`. A symbol that
/// cannot be drawn (unknown name, no font, no such glyph) warns once and draws
/// nothing, in the room a symbol would take, as SwiftUI does; the empty name
/// draws nothing without a warning.
@MainActor
final class SymbolLibrary {
    /// The font file, or `nil` when it is not installed.
    let fontPath: String?
    /// The icon font open at each size, a bounded number at once.
    private let fonts = OpenFonts<Int32>()
    private var failedSizes: Set<Int32> = []
    /// Sizes measured so far; `nil` for a symbol that cannot be drawn at that size.
    private var naturalSizes: [SizeKey: Size?] = [:]

    /// Where Debian installs the font.
    static let debianFontPath = "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf"

    /// Makes a library using the font at `fontPath`; SDL_ttf must already be started.
    init(fontPath: String? = SymbolLibrary.findFont()) {
        self.fontPath = fontPath
    }

    /// Debian's path, or whatever file fontconfig has for the family "Material Icons".
    static func findFont() -> String? {
        if FileManager.default.isReadableFile(atPath: debianFontPath) { return debianFontPath }
        // fontconfig always answers with some font, so only a file that is
        // plainly the icon font is accepted.
        if let matched = FontLibrary.match("Material Icons"), matched.contains("MaterialIcons") { return matched }
        return nil
    }

    /// The symbol's size as drawn at `pointSize`, or `nil` when it cannot be drawn.
    ///
    /// Kept per name and size: layout asks for every row of a list that shows
    /// an icon, several times as it measures, and SDL_ttf would lay the glyph
    /// out again each time.
    func naturalSize(of name: String, pointSize: Double) -> Size? {
        let key = SizeKey(name: name, pointSize: pointSize)
        if let known = naturalSizes[key] { return known }
        let size = measure(name, pointSize: pointSize)
        // A program animating a symbol's size would otherwise grow this without end.
        if naturalSizes.count >= 4_096 { naturalSizes.removeAll(keepingCapacity: true) }
        naturalSizes[key] = size
        return size
    }

    private struct SizeKey: Hashable {
        let name: String
        let pointSize: Double
    }

    private func measure(_ name: String, pointSize: Double) -> Size? {
        guard let resolved = resolve(name, pointSize: pointSize) else { return nil }
        let font = resolved.font, glyph = resolved.glyph
        var width: Int32 = 0, height: Int32 = 0
        guard TTF_SizeUTF8(font, Self.utf8(glyph), &width, &height) == 0 else { return nil }
        return Size(width: Double(width), height: Double(height))
    }

    /// A new texture, from `store`, of the symbol at `pointSize` in `color`, or `nil` when it cannot be drawn.
    func makeTexture(named name: String, pointSize: Double, color: RGBA, in store: TextureStore) -> TextureStore.Drawn {
        guard let resolved = resolve(name, pointSize: pointSize) else { return .nothing }
        let font = resolved.font, glyph = resolved.glyph
        let sdlColor = SDL_Color(r: color.r, g: color.g, b: color.b, a: color.a)
        guard let surface = TTF_RenderGlyph32_Blended(font, glyph, sdlColor) else {
            Diagnostics.warnOnce("symbol-render:\(name)", SDLError("Could not draw symbol \"\(name)\"").description)
            return .nothing
        }
        defer { SDL_FreeSurface(surface) }
        // SDL_ttf draws glyphs in ARGB, the atlas's format; anything else keeps a texture of its own.
        if surface.pointee.format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue, let pixels = surface.pointee.pixels,
           let placed = store.placeInAtlas(.symbol, width: surface.pointee.w, height: surface.pointee.h,
                                           pixels: pixels, pitch: surface.pointee.pitch) {
            return placed
        }
        guard let texture = store.makeTexture(.symbol, from: surface) else { return .nothing }
        return TextureStore.Drawn(texture: texture, width: surface.pointee.w, height: surface.pointee.h)
    }

    /// Closes the fonts pushed out to make room; call when no drawing holds one.
    func closeRetiredFonts() {
        fonts.closeRetired()
    }

    /// A new surface of the symbol at `pointSize` in `color`, for drawing through Cairo; the caller frees it.
    func surface(named name: String, pointSize: Double, color: RGBA) -> UnsafeMutablePointer<SDL_Surface>? {
        guard let resolved = resolve(name, pointSize: pointSize) else { return nil }
        return TTF_RenderGlyph32_Blended(resolved.font, resolved.glyph, SDL_Color(r: color.r, g: color.g, b: color.b, a: color.a))
    }

    /// Whether the font has a glyph for `codepoint`, for checking the catalog.
    func hasGlyph(_ codepoint: UInt32) -> Bool {
        guard let font = font(size: 24) else { return false }
        return TTF_GlyphIsProvided32(font, codepoint) != 0
    }

    private func resolve(_ name: String, pointSize: Double) -> (font: OpaquePointer, glyph: UInt32)? {
        // `Image(systemName: "")` is a common way to leave a slot blank.
        guard !name.isEmpty else { return nil }
        guard let glyph = SymbolCatalog.glyph(named: name) else {
            Diagnostics.warnOnce("symbol:\(name)",
                                 "no symbol named \"\(name)\", so it draws nothing; use an SF Symbols name Trellis maps (such as star.fill) or a Material Icons name")
            return nil
        }
        let size = Int32(max(1, min(pointSize.isFinite ? pointSize : 17, 1000)).rounded())
        guard let font = font(size: size) else { return nil }
        guard TTF_GlyphIsProvided32(font, glyph.codepoint) != 0 else {
            Diagnostics.warnOnce("symbol:\(name)", "the icon font has no glyph \(glyph.material) for symbol \"\(name)\"")
            return nil
        }
        return (font, glyph.codepoint)
    }

    private func font(size: Int32) -> OpaquePointer? {
        if let known = fonts[size] { return known }
        guard let fontPath else {
            Diagnostics.warnOnce("symbol-font", """
                the Material Icons font was not found at \(Self.debianFontPath), so symbols draw \
                nothing; install fonts-material-design-icons-iconfont
                """)
            return nil
        }
        guard !failedSizes.contains(size) else { return nil }
        guard let opened = TTF_OpenFont(fontPath, size) else {
            failedSizes.insert(size)
            Diagnostics.warnOnce("symbol-font", SDLError("Could not open the icon font \(fontPath)").description)
            return nil
        }
        fonts.keep(opened, for: size)
        return opened
    }

    private nonisolated static func utf8(_ codepoint: UInt32) -> String {
        // Unwrapped, not mapped: a main-actor closure checks the executor on every call.
        guard let scalar = Unicode.Scalar(codepoint) else { return "" }
        return String(Character(scalar))
    }
}
