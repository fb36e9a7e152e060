import CSDL2
import Foundation
@_spi(TrellisExtension) import TrellisCore

/// Open SDL_ttf fonts, keyed by file, size and style; at most
/// `ResourceLimits.openFonts` stay open (`OpenFonts`).
@MainActor
final class FontCache {
    /// A font file opened at one size and style.
    struct Key: Hashable {
        let path: String
        let size: Int32
        let style: Int32
    }

    /// The fonts open now.
    let fonts: OpenFonts<Key>
    /// The file, size and style each `Font` resolved to, so a font closed to
    /// make room is opened again without asking fontconfig.
    private var resolved: [Font: Key] = [:]
    /// Lines of printable ASCII set down from cached glyphs, in the faces where that is exact.
    let compositor = GlyphCompositor()
    /// The font last asked for, and what it gave while no font has been pushed out since.
    private var lastFont: (font: Font, handle: OpaquePointer, evictions: Int)?

    /// Makes a cache keeping at most `limit` fonts open.
    init(limit: Int = ResourceLimits.openFonts) {
        fonts = OpenFonts(limit: limit)
    }

    /// An open font for `font`. Falls back, with one warning, through the
    /// `TRELLIS_FONT` override, fontconfig's match, and any sans-serif face.
    func font(for font: Font) -> OpaquePointer? {
        // Measuring and drawing a label ask for the same font several times
        // in a row; hashing a `Font` for each ask was a tenth of drawing one.
        if let last = lastFont, last.evictions == fonts.evictions, last.font == font { return last.handle }
        let handle = lookUp(font)
        lastFont = handle.map { (font, $0, fonts.evictions) }
        return handle
    }

    private func lookUp(_ font: Font) -> OpaquePointer? {
        if let known = resolved[font] {
            if let open = fonts[known] { return open }
            if let reopened = open(path: known.path, size: known.size, style: known.style) { return reopened }
        }
        let size = Int32(max(1, min(font.size.isFinite ? font.size : 15, 1000)).rounded())
        var candidates: [String] = []
        if let override = EnvironmentVariables.value(of: "TRELLIS_FONT"), font.design == .default, font.name == nil {
            candidates.append(override)
        }
        if let matched = FontLibrary.path(for: font) { candidates.append(matched) }
        if let fallback = FontLibrary.sansSerifFallback { candidates.append(fallback) }
        candidates.append("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")

        var firstFailure: String?
        for path in candidates {
            if let opened = open(path: path, size: size, style: syntheticStyle(for: font, path: path)) {
                if let firstFailure, candidates.first != path {
                    Diagnostics.warnOnce("font:\(candidates[0])",
                        "could not open font \(Diagnostics.excerpt(candidates[0])) (\(firstFailure)); using \(path) instead")
                }
                resolved[font] = Key(path: path, size: size, style: syntheticStyle(for: font, path: path))
                return opened
            }
            firstFailure = firstFailure ?? Self.refused[path] ?? String(cString: SDL_GetError())
        }
        Diagnostics.warnOnce("font:none", "no usable font found; text will not be drawn. Install fonts-dejavu-core.")
        return nil
    }

    /// Whether each open font has a glyph for every printable ASCII character,
    /// by handle; forgotten when a font is closed, as its handle may come back.
    private var asciiCoverage: [OpaquePointer: Bool] = [:]
    private var asciiCoverageEvictions = 0

    /// Whether `handle` draws every printable ASCII character itself, so plain
    /// English text needs no look at its characters one by one.
    func coversPrintableASCII(_ handle: OpaquePointer) -> Bool {
        if asciiCoverageEvictions != fonts.evictions {
            asciiCoverage.removeAll()
            asciiCoverageEvictions = fonts.evictions
        }
        if let known = asciiCoverage[handle] { return known }
        var covers = true
        for scalar in UInt32(0x20)...0x7E where TTF_GlyphIsProvided32(handle, scalar) == 0 {
            covers = false
            break
        }
        asciiCoverage[handle] = covers
        return covers
    }

    /// The file, size and style `font` opened as, once `font(for:)` has opened it.
    func key(for font: Font) -> Key? {
        resolved[font]
    }

    /// Closes the fonts pushed out to make room; call when no drawing holds one.
    func closeRetiredFonts() {
        fonts.closeRetired()
    }

    /// A font at the size and style of `font` that has a glyph for `scalar`, or `nil`.
    func fallbackFont(covering scalar: Unicode.Scalar, like font: Font) -> OpaquePointer? {
        guard let path = FontLibrary.fallbackPath(covering: scalar) else { return nil }
        let size = Int32(max(1, min(font.size.isFinite ? font.size : 15, 1000)).rounded())
        return open(path: path, size: size, style: syntheticStyle(for: font, path: path))
    }

    /// The colour font at the size of `font` with a glyph for `scalar`, or `nil`.
    func colorFont(covering scalar: Unicode.Scalar, like font: Font) -> OpaquePointer? {
        guard let path = FontFallback.colorPath(covering: scalar) else { return nil }
        let size = Int32(max(1, min(font.size.isFinite ? font.size : 15, 1000)).rounded())
        return open(path: path, size: size, style: 0)
    }

    /// Bold and italic are drawn by SDL_ttf only when the file found is not already that face.
    private func syntheticStyle(for font: Font, path: String) -> Int32 {
        let name = path.lowercased()
        var style: Int32 = 0
        if font.weight >= .semibold && !name.contains("bold") { style |= Int32(TTF_STYLE_BOLD) }
        if font.isItalic && !(name.contains("italic") || name.contains("oblique")) { style |= Int32(TTF_STYLE_ITALIC) }
        return style
    }

    /// Font files that cannot be opened, and why; shared by every window.
    private static var refused: [String: String] = [:]
    /// The largest font file opened: CJK collections are about 20–120 MB.
    static let fileByteLimit = 512 * 1_048_576

    private func open(path: String, size: Int32, style: Int32) -> OpaquePointer? {
        let key = Key(path: path, size: size, style: style)
        if let known = fonts[key] { return known }
        // SDL_ttf opens with a blocking fopen, so a FIFO named as a font hung the app; and a
        // refused file is not tried again for every size and style.
        if Self.refused[path] != nil { return nil }
        if let refusal = RegularFile.refusal(of: path, limit: Self.fileByteLimit) {
            Self.refused[path] = refusal.description
            return nil
        }
        guard let opened = TTF_OpenFont(path, size) else { return nil }
        TTF_SetFontStyle(opened, style)
        fonts.keep(opened, for: key)
        return opened
    }
}
