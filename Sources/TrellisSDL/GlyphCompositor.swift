import CSDL2

/// Draws a line of printable ASCII (and "…", which ends a cut line) by setting down cached glyph masks, for
/// faces where that gives SDL_ttf's own pixels, bit for bit.
///
/// SDL_ttf shapes a line with HarfBuzz each time it draws it, twice over, and
/// that shaping was most of a changed label's rasterising. For faces whose
/// glyphs sit at the sum of the advances before them (`GlyphBoxes.addsUp`),
/// SDL_ttf's line is each glyph's own picture set down at its pen, on a line
/// filled with the colour at alpha 0, the glyphs' alphas joined with a
/// bitwise or, each scaled by the colour's alpha first. A face is checked
/// against SDL_ttf's own line with telling strings before it is trusted
/// (`ComposedFace.agreesWithSDLTTF`); one that differs is left to SDL_ttf.
@MainActor
final class GlyphCompositor {
    /// Faces by open font handle; `nil` for one that is not composed.
    private var faces: [OpaquePointer: ComposedFace?] = [:]
    /// The font cache's evictions when `faces` was last checked: a closed font's handle may come back.
    private var evictions = 0
    /// The line being composed, kept for the next line.
    private var pixels: [UInt32] = []

    /// The face of `handle` when its lines can be composed, else `nil`.
    /// `evictions` is the count of fonts closed so far (`OpenFonts.evictions`).
    func face(for handle: OpaquePointer, evictions: Int) -> ComposedFace? {
        if evictions != self.evictions {
            faces.removeAll()
            self.evictions = evictions
        }
        if let known = faces[handle] { return known }
        let face = ComposedFace(font: handle).flatMap { $0.agreesWithSDLTTF(using: self) ? $0 : nil }
        faces[handle] = face
        return face
    }

    /// Calls `body` with `text` drawn in `face` and `color`, or returns `nil`
    /// when a character is neither printable ASCII nor "…", or the line would be wider than
    /// `maximumWidth`. The pixels are valid only inside `body`.
    func compose<Result>(_ text: String, in face: ComposedFace, color: SDL_Color, maximumWidth: Int32,
                         _ body: (ComposedLine) -> Result) -> Result? {
        // First the line's extent, as SDL_ttf measures it: the span of the inks and the pen's end.
        var pen = 0, low = 0, high = 0, rows = face.height
        let known = face.forEachGlyph(of: text) { glyph in
            low = min(low, pen + glyph.left)
            high = max(high, pen + glyph.right)
            rows = max(rows, glyph.rows)
            pen += glyph.advance
        }
        guard known else { return nil }
        let width = max(high, pen) - low
        guard width > 0, width <= Int(maximumWidth) else { return nil }
        let count = width * rows
        if pixels.count < count { pixels = [UInt32](repeating: 0, count: count) }
        let alpha = UInt32(color.a)
        return pixels.withUnsafeMutableBufferPointer { line in
            let fill = UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)
            line.baseAddress!.update(repeating: fill, count: count)
            pen = -low
            _ = face.forEachGlyph(of: text) { glyph in
                let start = pen + glyph.left
                glyph.coverage.withUnsafeBufferPointer { coverage in
                    for row in 0..<glyph.rows {
                        let from = row * glyph.width, to = row * width + start
                        for column in 0..<glyph.width {
                            var value = UInt32(coverage[from + column])
                            if alpha != 255 { value = value * alpha / 255 }
                            line[to + column] |= value << 24
                        }
                    }
                }
                pen += glyph.advance
            }
            return body(ComposedLine(pixels: UnsafeRawPointer(line.baseAddress!), width: Int32(width), rows: Int32(rows)))
        }
    }
}

/// A composed line's pixels: ARGB8888, `width` to a row, no padding.
struct ComposedLine {
    /// The first pixel.
    let pixels: UnsafeRawPointer
    /// Pixels in a row.
    let width: Int32
    /// Rows: the font's height, or more where a glyph reaches below it.
    let rows: Int32

    /// Bytes from one row to the next.
    var pitch: Int32 { width * 4 }
}
