import CSDL2

/// Draws a line of printable ASCII (and "…", which ends a cut line) by
/// setting down cached glyph masks, for faces where that gives SDL_ttf's own
/// pixels, bit for bit.
///
/// SDL_ttf shapes a line with HarfBuzz each time it draws it, twice over, and
/// that shaping was most of a changed label's rasterising. For faces whose
/// glyphs sit at the sum of the advances before them (`GlyphBoxes.addsUp`),
/// SDL_ttf's line is each glyph's own picture set down at its pen, on a line
/// filled with the colour at alpha 0, the glyphs' alphas joined with a
/// bitwise or, each scaled by the colour's alpha first (`GlyphLine`). A face
/// is checked against SDL_ttf's own lines with telling strings before it is
/// trusted (`ComposedFace.agreesWithSDLTTF`); one that differs is left to SDL_ttf.
@MainActor
final class GlyphCompositor {
    /// Faces by open font handle; `nil` for one that is not composed.
    private var faces: [OpaquePointer: ComposedFace?] = [:]
    /// The font cache's evictions when `faces` was last checked: a closed font's handle may come back.
    private var evictions = 0
    /// The line being composed, and its glyphs, kept for the next line.
    private var pixels: [UInt32] = []
    private var indices: [Int] = []

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
    /// when a character is neither printable ASCII nor "…", or the line would
    /// be wider than `maximumWidth`. The pixels are valid only inside `body`.
    func compose<Result>(_ text: String, in face: ComposedFace, color: SDL_Color, maximumWidth: Int32,
                         _ body: (ComposedLine) -> Result) -> Result? {
        guard GlyphLine.indices(of: text, withEllipsis: face.composesEllipsis, into: &indices) else { return nil }
        let (width, rows, start) = GlyphLine.extent(of: indices, in: face.glyphs, height: face.height)
        guard width > 0, width <= Int(maximumWidth) else { return nil }
        GlyphLine.draw(indices, of: face.glyphs, masks: face.masks, color: color, width: width, rows: rows, start: start,
                       into: &pixels)
        return pixels.withUnsafeBufferPointer { line in
            body(ComposedLine(pixels: UnsafeRawPointer(line.baseAddress!), width: Int32(width), rows: Int32(rows)))
        }
    }

    /// `text` in `font` and `color` on a new ARGB surface, as
    /// `TTF_RenderUTF8_Blended` draws a left-to-right line: set down from
    /// cached glyphs where the face allows it, else drawn by SDL_ttf.
    /// `evictions` is the count of fonts closed so far (`OpenFonts.evictions`).
    func blendedLine(_ text: String, in font: OpaquePointer, color: SDL_Color, maximumWidth: Int32,
                     evictions: Int) -> UnsafeMutablePointer<SDL_Surface>? {
        // A fallback face's text starts beyond ASCII: such a face is never asked, and so never read glyph by glyph.
        if let first = text.utf8.first, (0x20...0x7E).contains(first), let face = face(for: font, evictions: evictions),
           let composed = surface(of: text, in: face, color: color, maximumWidth: maximumWidth) {
            return composed
        }
        return TTF_RenderUTF8_Blended(font, text, color)
    }

    /// `text` drawn in `face` and `color` on a new ARGB surface, as
    /// `TTF_RenderUTF8_Blended` would give it, or `nil` as `compose` declines.
    func surface(of text: String, in face: ComposedFace, color: SDL_Color,
                 maximumWidth: Int32) -> UnsafeMutablePointer<SDL_Surface>? {
        let made = compose(text, in: face, color: color, maximumWidth: maximumWidth) { line in
            SDL_CreateRGBSurfaceWithFormat(0, line.width, line.rows, 32, SDL_PIXELFORMAT_ARGB8888.rawValue).map { surface in
                let pitch = Int(surface.pointee.pitch), bytes = Int(line.pitch)
                for row in 0..<Int(line.rows) {
                    surface.pointee.pixels.advanced(by: row * pitch).copyMemory(from: line.pixels.advanced(by: row * bytes), byteCount: bytes)
                }
                return surface
            }
        }
        return made ?? nil
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
