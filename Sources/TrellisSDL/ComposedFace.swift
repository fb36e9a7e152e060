import CSDL2

/// The glyph masks of one open font's printable ASCII characters and "…", for `GlyphCompositor`.
@MainActor
final class ComposedFace {
    /// The font the masks were read from.
    let font: OpaquePointer
    /// The 95 printable ASCII characters in order, then "…" when the face has it.
    let glyphs: [GlyphMask]
    /// Every glyph's picture, one after another, as coverages.
    let masks: [UInt8]
    /// Whether "…" is composed: it is in the face, and lines cut with it agree with SDL_ttf's.
    private(set) var composesEllipsis: Bool
    /// SDL_ttf's height of a line in this font: the fewest rows a drawn line has.
    let height: Int

    /// The tallest face composed. Its masks take about 100 bytes per row of
    /// height per glyph; text larger than this is seldom drawn again and again.
    static let tallest: Int32 = 72

    /// Reads each glyph's picture from SDL_ttf; `nil` when the face's glyphs
    /// do not sit at the sum of their advances, a glyph cannot be read, or the
    /// face is taller than `tallest`.
    init?(font: OpaquePointer) {
        guard (1...Self.tallest).contains(TTF_FontHeight(font)), GlyphBoxes(font: font).addsUp else { return nil }
        var glyphs: [GlyphMask] = [], masks: [UInt8] = []
        glyphs.reserveCapacity(GlyphLine.ellipsisIndex + 1)
        for scalar in UInt32(0x20)...0x7E {
            guard let glyph = Self.read(scalar, in: font, into: &masks) else { return nil }
            glyphs.append(glyph)
        }
        if let ellipsis = Self.read(0x2026, in: font, into: &masks) { glyphs.append(ellipsis) }
        self.font = font
        self.glyphs = glyphs
        self.masks = masks
        composesEllipsis = glyphs.count > GlyphLine.ellipsisIndex
        height = Int(TTF_FontHeight(font))
    }

    /// SDL_ttf's picture of `scalar` drawn alone, appended to `masks`; `nil` when it cannot be read.
    private static func read(_ scalar: UInt32, in font: OpaquePointer, into masks: inout [UInt8]) -> GlyphMask? {
        guard TTF_GlyphIsProvided32(font, scalar) != 0 else { return nil }
        var minX: Int32 = 0, maxX: Int32 = 0, minY: Int32 = 0, maxY: Int32 = 0, advance: Int32 = 0
        guard TTF_GlyphMetrics32(font, scalar, &minX, &maxX, &minY, &maxY, &advance) == 0, advance >= 0,
              let drawn = TTF_RenderGlyph32_Blended(font, scalar, SDL_Color(r: 255, g: 255, b: 255, a: 255)) else { return nil }
        defer { SDL_FreeSurface(drawn) }
        let left = Int(min(minX, 0)), right = Int(max(maxX, 0))
        let width = Int(drawn.pointee.w), rows = Int(drawn.pointee.h)
        // The picture must be exactly the glyph's span, or setting it down at the pen would misplace it.
        guard drawn.pointee.format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue,
              width == max(right, Int(advance)) - left, rows > 0, let pixels = drawn.pointee.pixels else { return nil }
        let offset = masks.count, pitch = Int(drawn.pointee.pitch)
        for row in 0..<rows {
            let line = pixels.advanced(by: row * pitch).assumingMemoryBound(to: UInt32.self)
            for column in 0..<width { masks.append(UInt8(line[column] >> 24)) }
        }
        return GlyphMask(width: width, rows: rows, left: left, right: right, advance: Int(advance), offset: offset)
    }

    /// Lines that use every printable character, pairs that kern in other
    /// faces, and glyphs that reach below the line.
    static let probes = GlyphBoxes.probes + [
        String(String.UnicodeScalarView((0x20...0x7E).map { Unicode.Scalar(UInt8($0)) })),
        "_|_", "g_j|y", "W.W", "'\"`", " x ",
    ]

    /// Whether composing the probes gives SDL_ttf's own lines, in an opaque
    /// and a translucent colour. A face whose lines agree but whose cut lines
    /// do not keeps its ASCII and loses its "…".
    func agreesWithSDLTTF(using compositor: GlyphCompositor) -> Bool {
        guard agree(on: Self.probes, using: compositor) else { return false }
        if composesEllipsis, !agree(on: GlyphTables.ellipsisProbes, using: compositor) { composesEllipsis = false }
        return true
    }

    private func agree(on probes: [String], using compositor: GlyphCompositor) -> Bool {
        let colors = [SDL_Color(r: 20, g: 40, b: 200, a: 255), SDL_Color(r: 250, g: 120, b: 0, a: 97)]
        for color in colors {
            for probe in probes {
                guard let expected = TTF_RenderUTF8_Blended(font, probe, color) else { return false }
                defer { SDL_FreeSurface(expected) }
                let same = compositor.compose(probe, in: self, color: color, maximumWidth: .max) { line in
                    Self.equal(line, expected.pointee)
                } ?? false
                if !same { return false }
            }
        }
        return true
    }

    private static func equal(_ line: ComposedLine, _ surface: SDL_Surface) -> Bool {
        guard surface.format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue,
              surface.w == line.width, surface.h == line.rows, let pixels = surface.pixels else { return false }
        let bytes = Int(line.width) * 4
        for row in 0..<Int(line.rows) where SDL_memcmp(pixels.advanced(by: row * Int(surface.pitch)),
                                                      line.pixels.advanced(by: row * bytes), bytes) != 0 {
            return false
        }
        return true
    }
}
