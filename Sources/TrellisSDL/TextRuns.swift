import CSDL2
@_spi(TrellisExtension) import TrellisCore

/// A stretch of a line set in one font and one direction.
struct TextRunSegment {
    var text: String
    var font: OpaquePointer
    var isRightToLeft: Bool
    /// How much smaller than the font draws it the segment is shown: below 1
    /// for a colour-emoji font, which has one bitmap size (Noto Color Emoji's
    /// is 109 pixels) whatever size it is opened at.
    var scale: Double = 1
}

/// Splits a line into runs by the font that has each character's glyph, and
/// by direction, so measuring and drawing agree on both.
@MainActor
struct TextRunSplitter {
    let fonts: FontCache

    static func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF: true
        default: false
        }
    }

    /// Characters that take the direction and font of what they follow.
    private static func isNeutral(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .nonspacingMark || scalar.value == 0x200D || scalar.value == 0xFE0F
            || (scalar == " " )
    }

    /// Control characters have no glyph, and SDL_ttf takes C strings, so a NUL
    /// would end the text there: they are left out of every run, which makes
    /// measuring and drawing agree that they take no room. A tab stays.
    static func isInvisibleControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09: false
        case 0x00...0x1F, 0x7F...0x9F: true
        default: false
        }
    }

    /// Whether every character of `line` is printable ASCII or an ellipsis,
    /// and whether an ellipsis is among them: a label cut short ends in one.
    nonisolated static func plainCharacters(of line: String) -> (isPlain: Bool, hasEllipsis: Bool) {
        var line = line
        return line.withUTF8 { bytes in
            var hasEllipsis = false, index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte >= 0x20 && byte <= 0x7E {
                    index += 1
                } else if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA6 {
                    // U+2026 HORIZONTAL ELLIPSIS, in UTF-8.
                    hasEllipsis = true
                    index += 3
                } else {
                    return (false, false)
                }
            }
            return (true, hasEllipsis)
        }
    }

    /// The runs of `line` in `font`; an empty line gives no runs.
    func segments(of line: String, in font: Font) -> [TextRunSegment] {
        guard let main = fonts.font(for: font) else { return [] }
        return segments(of: line, in: font, main: main)
    }

    /// The runs of `line` in `font`, whose own face is `main`, already looked up.
    func segments(of line: String, in font: Font, main: OpaquePointer) -> [TextRunSegment] {
        // Plain ASCII in a face that has all of it is one left-to-right run:
        // what the loop below finds, without asking about each character. So
        // is such a line cut short with an ellipsis the face has, which is
        // neither neutral, right to left nor emoji.
        if !line.isEmpty {
            let plain = Self.plainCharacters(of: line)
            if plain.isPlain, fonts.coversPrintableASCII(main),
               !plain.hasEllipsis || TTF_GlyphIsProvided32(main, 0x2026) != 0 {
                return [TextRunSegment(text: line, font: main, isRightToLeft: false)]
            }
        }
        var segments: [TextRunSegment] = []
        for scalar in line.unicodeScalars {
            if Self.isInvisibleControl(scalar) {
                Diagnostics.warnOnce("text.control-character", """
                    a Text contains a control character (U+\(String(scalar.value, radix: 16, uppercase: true))), \
                    such as NUL; control characters are not drawn and take no room
                    """)
                continue
            }
            let handle: OpaquePointer
            // A space after an emoji is set in the main face: the emoji font's is a bitmap's width.
            if Self.isNeutral(scalar), let last = segments.last, !(scalar == " " && last.scale != 1) {
                handle = last.font
            } else if scalar.value >= 0x2000, scalar.properties.isEmojiPresentation,
                      let emoji = fonts.colorFont(covering: scalar, like: font) {
                handle = emoji
            } else if TTF_GlyphIsProvided32(main, scalar.value) != 0 {
                handle = main
            } else {
                handle = fonts.fallbackFont(covering: scalar, like: font) ?? main
            }
            let rightToLeft = Self.isNeutral(scalar) ? (segments.last?.isRightToLeft ?? false) : Self.isRightToLeft(scalar)
            // Appended in place, with no copy of the last segment alive: a copy
            // shares its text, which the append would then copy, once per character.
            let last = segments.count - 1
            if last >= 0, segments[last].font == handle, segments[last].isRightToLeft == rightToLeft {
                segments[last].text.unicodeScalars.append(scalar)
            } else {
                segments.append(TextRunSegment(text: String(scalar), font: handle, isRightToLeft: rightToLeft,
                                               scale: handle == main ? 1 : Self.bitmapScale(of: handle, beside: main)))
            }
        }
        // A line that starts right-to-left reads from the right: its runs go right to left too.
        if segments.first?.isRightToLeft == true { segments.reverse() }
        return segments
    }

    /// Runs `body` with the font shaping in the segment's direction and script.
    ///
    /// The font is put back as it was opened: left to right, with no script
    /// named ("Zzzz", HarfBuzz's unknown script), under which HarfBuzz shapes
    /// Latin text without the font's kerning. Naming "Latn" afterwards, as
    /// this once did, turned kerning on for every later run in that font, so
    /// texts drawn before and after a Hebrew or Arabic one were spaced
    /// differently, and widths added up from glyph boxes (`GlyphBoxes`) were wrong.
    static func shaping<Result>(_ segment: TextRunSegment, _ body: () -> Result) -> Result {
        guard segment.isRightToLeft else { return body() }
        let script = segment.text.unicodeScalars.contains { (0x0590...0x05FF).contains($0.value) } ? "Hebr" : "Arab"
        TTF_SetFontDirection(segment.font, TTF_DIRECTION_RTL)
        TTF_SetFontScriptName(segment.font, script)
        defer {
            TTF_SetFontDirection(segment.font, TTF_DIRECTION_LTR)
            TTF_SetFontScriptName(segment.font, "Zzzz")
        }
        return body()
    }

    /// The advance width of a segment.
    static func width(of segment: TextRunSegment) -> Int32 {
        shaping(segment) {
            var width: Int32 = 0, height: Int32 = 0
            guard TTF_SizeUTF8(segment.font, segment.text, &width, &height) == 0 else { return 0 }
            return segment.scale == 1 ? width : Int32((Double(width) * segment.scale).rounded())
        }
    }

    /// A fallback font far taller than the main one is a bitmap font at its
    /// only strike: its glyphs are scaled to the main font's height.
    static func bitmapScale(of fallback: OpaquePointer, beside main: OpaquePointer) -> Double {
        let tall = Double(TTF_FontHeight(fallback)), wanted = Double(TTF_FontHeight(main))
        guard tall > 0, wanted > 0, tall > wanted * 2 else { return 1 }
        return wanted / tall
    }
}
