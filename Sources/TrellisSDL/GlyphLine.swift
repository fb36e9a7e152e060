import CSDL2

/// One glyph of a `ComposedFace`, as SDL_ttf draws it alone, and where it sits on a line.
struct GlyphMask: Sendable {
    /// Columns and rows of its picture.
    let width: Int, rows: Int
    /// Where its first column sits, relative to the pen: its ink's left edge when that is left of the pen, else 0.
    let left: Int
    /// Where its ink ends, relative to the pen; never less than 0.
    let right: Int
    /// How far it moves the pen.
    let advance: Int
    /// Where its picture starts in the face's masks: `width` × `rows` coverages.
    let offset: Int
}

/// The work of composing a line, apart from any actor: plain loops over
/// plain memory, which a closure isolated to the main actor would interrupt
/// with a check of the executor on every call.
enum GlyphLine {
    /// Where "…" is among a face's glyphs: after the 95 printable ASCII characters.
    static let ellipsisIndex = 95

    /// Puts the glyph of each character of `text` into `indices` (printable
    /// ASCII less 0x20, and "…" when the face has it); `false` at any other character.
    static func indices(of text: String, withEllipsis: Bool, into indices: inout [Int]) -> Bool {
        indices.removeAll(keepingCapacity: true)
        var utf8 = text.utf8.makeIterator()
        while let byte = utf8.next() {
            if byte >= 0x20 && byte <= 0x7E {
                indices.append(Int(byte) - 0x20)
            } else if withEllipsis, byte == 0xE2, utf8.next() == 0x80, utf8.next() == 0xA6 {
                indices.append(ellipsisIndex)
            } else {
                return false
            }
        }
        return true
    }

    /// The line's size as SDL_ttf measures it (the span of the inks and the
    /// pen's end, and the tallest glyph, at least `height`), and where its pen starts.
    static func extent(of indices: [Int], in glyphs: [GlyphMask], height: Int) -> (width: Int, rows: Int, start: Int) {
        var pen = 0, low = 0, high = 0, rows = height
        for index in indices {
            let glyph = glyphs[index]
            low = min(low, pen + glyph.left)
            high = max(high, pen + glyph.right)
            rows = max(rows, glyph.rows)
            pen += glyph.advance
        }
        return (max(high, pen) - low, rows, -low)
    }

    /// Fills `pixels` with the colour at alpha 0 and joins each glyph's
    /// coverage, scaled by the colour's alpha, into the alpha byte with a
    /// bitwise or, as SDL_ttf's blended lines do.
    static func draw(_ indices: [Int], of glyphs: [GlyphMask], masks: [UInt8], color: SDL_Color,
                     width: Int, rows: Int, start: Int, into pixels: inout [UInt32]) {
        let count = width * rows
        if pixels.count < count { pixels = [UInt32](repeating: 0, count: count) }
        let fill = UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b), alpha = UInt32(color.a)
        pixels.withUnsafeMutableBufferPointer { line in
            masks.withUnsafeBufferPointer { masks in
                guard let out = line.baseAddress, let source = masks.baseAddress else { return }
                out.update(repeating: fill, count: count)
                var pen = start
                for index in indices {
                    let glyph = glyphs[index]
                    var to = out + (pen + glyph.left), from = source + glyph.offset
                    for _ in 0..<glyph.rows {
                        if alpha == 255 {
                            for column in 0..<glyph.width { to[column] |= UInt32(from[column]) << 24 }
                        } else {
                            for column in 0..<glyph.width { to[column] |= (UInt32(from[column]) * alpha / 255) << 24 }
                        }
                        to += width
                        from += glyph.width
                    }
                    pen += glyph.advance
                }
            }
        }
    }
}
