import CFontconfig
import Foundation
@_spi(TrellisExtension) import TrellisCore

/// Finds font files through fontconfig.
///
/// `TRELLIS_FONT` names a font file to use for the default face instead; if it
/// cannot be opened, Trellis warns once and falls back to fontconfig's choice.
@MainActor
enum FontLibrary {
    // fontconfig's answers are the same for every window, so they are asked once per process.
    private static var paths: [String: String] = [:]
    private static var families: [String: String] = [:]

    /// The file fontconfig picks for `font`, or `nil` when nothing matches.
    /// A custom name no installed face has warns once and gives the default face.
    static func path(for font: Font) -> String? {
        if let name = font.name {
            if let named = NamedFontLookup.path(named: name, like: font) { return named }
            Diagnostics.warnOnce("font.custom:\(name)", "no installed font is named \"\(name)\"; using the default face")
        }
        let query = pattern(for: font)
        if let known = paths[query] { return known }
        let found = match(query)
        if let found { paths[query] = found }
        return found
    }

    /// The file fontconfig picks for any sans-serif face, the last resort before
    /// DejaVu Sans: every font a window opens lists it, so it is asked once.
    static let sansSerifFallback: String? = match("sans-serif")

    /// The family of the face fontconfig picks for `font`, such as "DejaVu Sans",
    /// which a reader tells (AT-SPI's `family-name`); nil when nothing matches.
    static func familyName(for font: Font) -> String? {
        // A custom name no face has is drawn in the default face, so that is the family to tell.
        if let name = font.name, NamedFontLookup.path(named: name, like: font) != nil { return name }
        let query = pattern(for: font)
        if let known = families[query] { return known }
        let found = match(query, object: FC_FAMILY)
        if let found { families[query] = found }
        return found
    }

    /// The file (or with `object`, another string such as the family) of the
    /// face fontconfig picks for a family or pattern such as `sans-serif:bold`.
    static func match(_ query: String, object: String = FC_FILE) -> String? {
        guard let pattern = FcNameParse(query) else { return nil }
        defer { FcPatternDestroy(pattern) }
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultMatch
        guard let matched = FcFontMatch(nil, pattern, &result) else { return nil }
        defer { FcPatternDestroy(matched) }
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(matched, object, 0, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }

    /// A font file with a glyph for `scalar`, for text the main face cannot show.
    static func fallbackPath(covering scalar: Unicode.Scalar) -> String? {
        FontFallback.path(covering: scalar)
    }

    private static func pattern(for font: Font) -> String {
        let family = switch font.design {
        case .default: "sans-serif"
        case .serif: "serif"
        case .monospaced: "monospace"
        case .rounded: "sans-serif"
        }
        let weight = FcWeightFromOpenType(Int32(font.weight.rawValue))
        let width = font.width == .standard ? "" : ":width=\(font.width.fontconfigWidth)"
        return "\(family):weight=\(weight):slant=\(font.isItalic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)\(width)"
    }
}
