import CFontconfig
@_spi(TrellisExtension) import TrellisCore

/// Finds a font file that has a glyph the main font lacks, such as CJK
/// ideographs, through fontconfig's character-set matching.
@MainActor
enum FontFallback {
    // fontconfig's answers are the same for every window, so they are asked once per process.
    private static var paths: [UInt32: String?] = [:]

    private static var colorPaths: [UInt32: String?] = [:]

    /// A font file covering `scalar`, or `nil` when fontconfig knows none.
    static func path(covering scalar: Unicode.Scalar) -> String? {
        // Glyphs of one 256-character block almost always come from the same face.
        let block = scalar.value >> 8
        if let known = paths[block] { return known }
        let found = match(scalar, inColor: false)
        paths[block] = found
        return found
    }

    /// A colour font covering `scalar` (Noto Color Emoji, for emoji), or `nil` when none is installed.
    ///
    /// Emoji are drawn in colour even where the main face has a black glyph
    /// of its own (DejaVu Sans draws 😀), as on a Mac.
    static func colorPath(covering scalar: Unicode.Scalar) -> String? {
        let block = scalar.value >> 8
        if let known = colorPaths[block] { return known }
        var found = match(scalar, inColor: true)
        if let path = found, !isColorFont(path) { found = nil }
        colorPaths[block] = found
        return found
    }

    private static func isColorFont(_ path: String) -> Bool {
        guard let pattern = FcFreeTypeQuery(path, 0, nil, nil) else { return false }
        defer { FcPatternDestroy(pattern) }
        var color: FcBool = 0
        return FcPatternGetBool(pattern, FC_COLOR, 0, &color) == FcResultMatch && color != 0
    }

    private static func match(_ scalar: Unicode.Scalar, inColor: Bool) -> String? {
        guard let pattern = FcPatternCreate(), let characters = FcCharSetCreate() else { return nil }
        defer {
            FcPatternDestroy(pattern)
            FcCharSetDestroy(characters)
        }
        FcCharSetAddChar(characters, scalar.value)
        FcPatternAddCharSet(pattern, FC_CHARSET, characters)
        if inColor { FcPatternAddBool(pattern, FC_COLOR, 1) }
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultMatch
        guard let matched = FcFontMatch(nil, pattern, &result) else { return nil }
        defer { FcPatternDestroy(matched) }
        var covered: OpaquePointer?
        guard FcPatternGetCharSet(matched, FC_CHARSET, 0, &covered) == FcResultMatch,
              let covered, FcCharSetHasChar(covered, scalar.value) != 0 else { return nil }
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(matched, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        return String(cString: file)
    }
}
