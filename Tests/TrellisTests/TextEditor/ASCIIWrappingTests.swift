import Testing
@_spi(TrellisExtension) import TrellisCore
import TrellisWidgets

/// A line of ASCII is wrapped a byte at a time, skipping the cost of making
/// and classifying each `Character`; it must wrap exactly as the general path
/// does, and leave every other line to it.
@MainActor
@Suite struct ASCIIWrappingTests {
    /// Widths that differ by character, as a proportional font's do; tabs are four spaces.
    private static func width(of character: Character) -> Double {
        character == "\t" ? 16 : 3 + Double((character.asciiValue ?? 100) % 7)
    }

    @Test func asciiLinesWrapAsCharactersDo() throws {
        var generator = SeededGenerator(seed: 7)
        let pieces = ["the", "quick", "brown", "fox", " ", "  ", "\t", "x", "unbreakablewordlongerthanarow", "\u{0B}", "!"]
        for _ in 0..<200 {
            let line = (0..<Int.random(in: 0...30, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            for rowWidth in [1.0, 40, 97.5, 400] {
                let general = WrappedLine(Array(line), width: rowWidth, measure: Self.width)
                let ascii = try #require(WrappedLine(ascii: line, width: rowWidth) { Self.width(of: Character(Unicode.Scalar($0))) })
                #expect(ascii.characters == general.characters)
                #expect(ascii.rows == general.rows, "\(line.debugDescription) at \(rowWidth)")
                #expect(ascii.rowIDs.count == general.rowIDs.count)
                #expect(ascii.rows.indices.map(ascii.text(ofRow:)) == general.rows.indices.map(general.text(ofRow:)))
            }
        }
    }

    @Test func aLineThatIsNotAllASCIIIsLeftToCharacters() {
        // "é" is two bytes of one character, and "\r\n" one character of two bytes.
        #expect(WrappedLine(ascii: "café au lait", width: 100) { _ in 5 } == nil)
        #expect(WrappedLine(ascii: "a\r\nb", width: 100) { _ in 5 } == nil)
        #expect(WrappedLine(ascii: "plain", width: 100) { _ in 5 }?.characters.count == 5)
    }
}
