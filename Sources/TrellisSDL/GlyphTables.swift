import CSDL2
@_spi(TrellisExtension) import TrellisCore

/// Makes the advance tables layout adds widths up from (`GlyphAdvanceTable`),
/// for fonts where SDL_ttf's widths are exactly those sums.
///
/// Two cases add up. A face in its own style, when `GlyphBoxes` found that its
/// sums agree with the shaper. And a face SDL_ttf emboldens itself (no bold
/// file installed): the shaper then places glyphs at their regular advances,
/// while each glyph's ink is the emboldened one, so the table takes advances
/// with the style off and ink boxes with it on. Either way the table is checked
/// against the shaper with telling strings before it is trusted, and "…" gets
/// its own check, since a cut line ends with it.
@MainActor
enum GlyphTables {
    /// Strings that end or start with an ellipsis after letters that kern or overhang.
    static let ellipsisProbes = ["…", "A…", "V…", "T…", "W…", "Y…", "f…", "r…", "y…", "j…", "1…", ".…", "…A", "…j", "a…b"]

    /// The table for `font`, whose glyph boxes are `boxes`, or `nil` when sums would not be exact.
    static func table(for font: OpaquePointer, boxes: GlyphBoxes) -> GlyphAdvanceTable? {
        let style = TTF_GetFontStyle(font)
        guard TTF_GetFontOutline(font) == 0 else { return nil }
        let emboldened = style == TTF_STYLE_BOLD
        guard boxes.addsUp || emboldened else { return nil }
        let scalars = Array(UInt32(0x20)...0x7E) + [0x2026]
        var metrics = scalars.map { metricsOf($0, in: font) }
        if emboldened {
            // Reading the regular advances flushes the font's glyph cache, once per font.
            TTF_SetFontStyle(font, TTF_STYLE_NORMAL)
            let regular = scalars.map { metricsOf($0, in: font) }
            TTF_SetFontStyle(font, style)
            for index in metrics.indices {
                guard let bold = metrics[index], let plain = regular[index] else { metrics[index] = nil; continue }
                metrics[index] = GlyphBox(minX: bold.minX, maxX: bold.maxX, advance: plain.advance)
            }
        }
        let spans = metrics.map { $0.map { GlyphSpan(minX: Double($0.minX), maxX: Double($0.maxX), advance: Double($0.advance)) } }
        guard let table = GlyphAdvanceTable(ascii: Array(spans.dropLast()), ellipsis: spans.last ?? nil) else { return nil }
        if emboldened, GlyphBoxes.probes.contains(where: { !agrees(table, boxes, $0) }) { return nil }
        if table.ellipsisIsSummed, ellipsisProbes.contains(where: { !agrees(table, boxes, $0) }) {
            return GlyphAdvanceTable(ascii: Array(spans.dropLast()), ellipsis: nil)
        }
        return table
    }

    private static func agrees(_ table: GlyphAdvanceTable, _ boxes: GlyphBoxes, _ probe: String) -> Bool {
        table.width(of: probe) == boxes.shapedWidth(of: probe).map(Double.init)
    }

    /// SDL_ttf's ink box and advance for `scalar`, or `nil` when the font has no glyph for it.
    private static func metricsOf(_ scalar: UInt32, in font: OpaquePointer) -> GlyphBox? {
        guard TTF_GlyphIsProvided32(font, scalar) != 0 else { return nil }
        var minX: Int32 = 0, maxX: Int32 = 0, minY: Int32 = 0, maxY: Int32 = 0, advance: Int32 = 0
        guard TTF_GlyphMetrics32(font, scalar, &minX, &maxX, &minY, &maxY, &advance) == 0 else { return nil }
        return GlyphBox(minX: minX, maxX: maxX, advance: advance)
    }
}
