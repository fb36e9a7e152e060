import CSDL2
@_spi(TrellisExtension) import TrellisCore

/// A piece of a segment drawn by itself, at its own place.
struct TextPiece {
    var text: String
    /// Where the piece's glyphs start, from the start of its segment.
    var offset: Double
}

/// Places the characters of a segment one by one, for what SDL_ttf cannot do
/// in one call: tracking (space after every character) and digits set in
/// cells as wide as the widest digit. Measuring and drawing both use it, so
/// they agree to the pixel.
@MainActor
enum SpacedText {
    // A fact about each font object, whichever window's cache opened it.
    private static var digitWidths: [OpaquePointer: Int32] = [:]

    /// Forgets what is known of a font about to be closed.
    static func forget(_ handle: OpaquePointer) {
        digitWidths[handle] = nil
    }

    /// Whether `font` asks for anything but SDL_ttf's own spacing.
    static func needsSpacing(_ font: Font) -> Bool {
        font.tracking != 0 || font.hasMonospacedDigits
    }

    /// The pieces of `segment` and its whole advance. Right-to-left runs are
    /// kept whole: drawing their letters one by one would undo their joining.
    static func layout(_ segment: TextRunSegment, in font: Font) -> (pieces: [TextPiece], width: Double) {
        guard needsSpacing(font), !segment.isRightToLeft else {
            return ([TextPiece(text: segment.text, offset: 0)], Double(TextRunSplitter.width(of: segment)))
        }
        var pieces: [TextPiece] = []
        var x = 0.0
        var run = ""
        // A run of letters keeps the font's kerning: each letter sits where the
        // run so far ends, plus the tracking of the letters before it.
        func flush() {
            guard !run.isEmpty else { return }
            if font.tracking == 0 {
                pieces.append(TextPiece(text: run, offset: x))
            } else {
                var prefix = ""
                for (index, character) in run.enumerated() {
                    let start = Double(advance(of: prefix, in: segment.font)) + font.tracking * Double(index)
                    pieces.append(TextPiece(text: String(character), offset: x + start))
                    prefix.append(character)
                }
            }
            x += Double(advance(of: run, in: segment.font)) + font.tracking * Double(run.count)
            run = ""
        }
        for character in segment.text {
            if font.hasMonospacedDigits, character.isASCII, character.isWholeNumber {
                flush()
                let cell = Double(digitWidth(of: segment.font))
                let own = Double(advance(of: String(character), in: segment.font))
                pieces.append(TextPiece(text: String(character), offset: x + (cell - own) / 2))
                x += cell + font.tracking
            } else {
                run.append(character)
            }
        }
        flush()
        return (pieces, x)
    }

    private static func advance(of text: String, in handle: OpaquePointer) -> Int32 {
        guard !text.isEmpty else { return 0 }
        var width: Int32 = 0, height: Int32 = 0
        return TTF_SizeUTF8(handle, text, &width, &height) == 0 ? width : 0
    }

    /// The widest of 0 to 9 in `handle`: the cell every digit is centred in.
    private static func digitWidth(of handle: OpaquePointer) -> Int32 {
        if let known = digitWidths[handle] { return known }
        let widest = (0...9).map { advance(of: String($0), in: handle) }.max() ?? 0
        digitWidths[handle] = widest
        return widest
    }
}
