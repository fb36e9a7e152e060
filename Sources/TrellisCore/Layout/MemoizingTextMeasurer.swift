/// One text's measurer: widths of printable ASCII (and "…") are added up from
/// the font's advance table, other strings are asked of the base measurer once
/// and then answered from memory.
@MainActor
final class MemoizingTextMeasurer: TextMeasuring {
    private struct Key: Hashable {
        let text: String
        let font: Font
    }

    let base: TextMeasuring
    private var widths: [Key: Double] = [:]
    private var lineHeights: [(font: Font, height: Double)] = []
    /// Tables asked for so far; a text uses one font, or a few when it shrinks to fit.
    private var tables: [(font: Font, table: GlyphAdvanceTable?)] = []

    init(base: TextMeasuring) {
        self.base = base
    }

    func width(of text: String, in font: Font) -> Double {
        if let added = advanceTable(for: font)?.width(of: text) { return added }
        let key = Key(text: text, font: font)
        if let known = widths[key] { return known }
        let width = base.width(of: text, in: font)
        widths[key] = width
        return width
    }

    func lineHeight(of font: Font) -> Double {
        for known in lineHeights where known.font == font {
            return known.height
        }
        let height = base.lineHeight(of: font)
        lineHeights.append((font, height))
        return height
    }

    func advanceTable(for font: Font) -> GlyphAdvanceTable? {
        for known in tables where known.font == font {
            return known.table
        }
        let table = base.advanceTable(for: font)
        tables.append((font, table))
        return table
    }
}
