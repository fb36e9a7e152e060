import CFontconfig
import TrellisCore

/// Finds a font file that has a glyph the main font lacks, such as CJK
/// ideographs, through fontconfig's character-set matching.
@MainActor
enum FontFallback {
    // fontconfig's answers are the same for every window, so they are asked once per process.
    private static var paths: [UInt32: String?] = [:]

    /// A font file covering `scalar`, or `nil` when fontconfig knows none.
    static func path(covering scalar: Unicode.Scalar) -> String? {
        // Glyphs of one 256-character block almost always come from the same face.
        let block = scalar.value >> 8
        if let known = paths[block] { return known }
        let found = match(scalar)
        paths[block] = found
        return found
    }

    private static func match(_ scalar: Unicode.Scalar) -> String? {
        guard let pattern = FcPatternCreate(), let characters = FcCharSetCreate() else { return nil }
        defer {
            FcPatternDestroy(pattern)
            FcCharSetDestroy(characters)
        }
        FcCharSetAddChar(characters, scalar.value)
        FcPatternAddCharSet(pattern, FC_CHARSET, characters)
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
