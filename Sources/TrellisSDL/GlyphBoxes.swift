import CSDL2

/// Where one glyph inks and how far it moves the pen, in whole pixels, as SDL_ttf reports them.
struct GlyphBox {
    var minX: Int32
    var maxX: Int32
    var advance: Int32
}

/// The glyph boxes of one open font, asked of SDL_ttf once per character.
///
/// SDL_ttf names no script to HarfBuzz until we shape right-to-left text in
/// a font, and until then DejaVu Sans (and its bold, oblique, condensed and
/// mono cuts) gets no kerning. For printable ASCII `TTF_SizeUTF8` then places each
/// glyph at the sum of the advances before it, and the width is the span of
/// the inked boxes and the pen's end. Adding up cached boxes gives that same
/// width to the pixel without shaping, so wrapping a paragraph costs a table
/// lookup per character. Faces that kern or place glyphs otherwise (DejaVu
/// Serif, unusual hinting) are found by measuring a few telling strings both
/// ways when the font is first used, and are left to SDL_ttf.
@MainActor
final class GlyphBoxes {
    let font: OpaquePointer
    /// Indexed by scalar value; `nil` until first asked.
    private var boxes: [GlyphBox?]
    /// Whether sums agree with SDL_ttf for this face; when not, `width(of:)` always declines.
    private(set) var addsUp = false

    /// Kerning pairs, overhanging letters and a pangram: a face that shapes
    /// any of them differently from the sum of its boxes is not summed.
    static let probes = [
        "AV", "VA", "AT", "To", "Te", "Ty", "LT", "LY", "Wa", "Yo", "P.", "r.", "f.", "y,", "F,", "Av",
        "ff", "fi", "fl", "j", "_j", "/", "jf", "(f)", "\"W\"", "11", "--",
        "The quick brown fox jumps over the lazy dog. 0123456789",
        "SPHINX OF BLACK QUARTZ, JUDGE MY VOW! {[(@#$%^&*)]} ~`|<>?",
    ]

    init(font: OpaquePointer) {
        self.font = font
        boxes = Array(repeating: nil, count: 0x80)
        // Synthetic bold and italic widen or slant glyphs after SDL_ttf places them.
        guard TTF_GetFontStyle(font) == TTF_STYLE_NORMAL, TTF_GetFontOutline(font) == 0 else { return }
        addsUp = true
        for probe in Self.probes where width(of: probe) != shapedWidth(of: probe) {
            addsUp = false
            return
        }
    }

    func shapedWidth(of text: String) -> Int32? {
        var width: Int32 = 0, height: Int32 = 0
        return TTF_SizeUTF8(font, text, &width, &height) == 0 ? width : nil
    }

    /// Whether `scalar`'s width is known to add up: printable ASCII. Beyond
    /// it even accented Latin letters are sometimes positioned by the shaper
    /// (about one string in twenty differed in DejaVu Sans), and other scripts,
    /// marks and right-to-left text are shaped in context.
    static func isSimple(_ scalar: Unicode.Scalar) -> Bool {
        (0x20...0x7E).contains(scalar.value)
    }

    /// The width SDL_ttf would give `text`, or `nil` when some character is
    /// not simple or not in this font, for the caller to ask SDL_ttf itself.
    func width(of text: String) -> Int32? {
        guard addsUp else { return nil }
        // A printable ASCII byte is its own scalar: read by bytes, a line of
        // 400,000 characters cut into tiles is measured at a few instructions
        // each, where decoding scalars and asking for each box took 75.
        if let found = text.utf8.withContiguousStorageIfAvailable({ asciiWidth(of: $0) }), let width = found { return width }
        var pen: Int32 = 0, left: Int32 = 0, right: Int32 = 0
        for scalar in text.unicodeScalars {
            guard Self.isSimple(scalar), let box = box(for: scalar) else { return nil }
            left = min(left, pen + box.minX)
            right = max(right, pen + box.maxX)
            pen += box.advance
        }
        return max(right, pen) - left
    }

    /// The width of `bytes` when each is printable ASCII with a box known or
    /// found; `nil` to take the general path.
    private func asciiWidth(of bytes: UnsafeBufferPointer<UInt8>) -> Int32? {
        var pen: Int32 = 0, left: Int32 = 0, right: Int32 = 0
        for byte in bytes {
            guard byte >= 0x20, byte <= 0x7E else { return nil }
            guard let box = boxes[Int(byte)] ?? box(for: Unicode.Scalar(byte)) else { return nil }
            left = min(left, pen + box.minX)
            right = max(right, pen + box.maxX)
            pen += box.advance
        }
        return max(right, pen) - left
    }

    private func box(for scalar: Unicode.Scalar) -> GlyphBox? {
        let index = Int(scalar.value)
        if let known = boxes[index] { return known }
        guard TTF_GlyphIsProvided32(font, scalar.value) != 0 else { return nil }
        var minX: Int32 = 0, maxX: Int32 = 0, minY: Int32 = 0, maxY: Int32 = 0, advance: Int32 = 0
        guard TTF_GlyphMetrics32(font, scalar.value, &minX, &maxX, &minY, &maxY, &advance) == 0 else { return nil }
        let box = GlyphBox(minX: minX, maxX: maxX, advance: advance)
        boxes[index] = box
        return box
    }
}
