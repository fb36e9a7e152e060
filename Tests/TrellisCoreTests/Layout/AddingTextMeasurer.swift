@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

/// A measurer whose widths are glyph spans joined one after another, the
/// way SDL_ttf measures a face that does not kern, with uneven advances and
/// ink that overhangs on both sides, so that a line's width is not the sum
/// of its words' widths. With `offersTable` it hands layout the spans to add
/// up itself; without, layout must ask it for every word, as for any measurer.
@MainActor
final class AddingTextMeasurer: TextMeasuring {
    let offersTable: Bool
    private(set) var asked = 0

    init(offersTable: Bool) {
        self.offersTable = offersTable
    }

    /// The span of a character: printable ASCII and "…" are in the table; any
    /// other character gets a span of its own, which only asking can find.
    nonisolated static func span(of scalar: Unicode.Scalar, size: Double) -> GlyphSpan {
        let code = Double(scalar.value % 97)
        let advance = (size / 3).rounded() + code.truncatingRemainder(dividingBy: 4)
        let minX = code.truncatingRemainder(dividingBy: 5) == 0 ? -1.0 : 0
        let maxX = advance + (code.truncatingRemainder(dividingBy: 7) == 0 ? 2 : -1)
        return GlyphSpan(minX: minX, maxX: maxX, advance: scalar == " " ? 4 : advance)
    }

    func width(of text: String, in font: Font) -> Double {
        asked += 1
        var joined = GlyphSpan.empty
        for scalar in text.unicodeScalars { joined = joined.followed(by: Self.span(of: scalar, size: font.size)) }
        return joined.width
    }

    func lineHeight(of font: Font) -> Double {
        (font.size * 1.2).rounded()
    }

    func advanceTable(for font: Font) -> GlyphAdvanceTable? {
        guard offersTable else { return nil }
        let ascii = (UInt32(0x20)...0x7E).map { Optional(Self.span(of: Unicode.Scalar($0)!, size: font.size)) }
        return GlyphAdvanceTable(ascii: ascii, ellipsis: Self.span(of: "…", size: font.size))
    }
}
