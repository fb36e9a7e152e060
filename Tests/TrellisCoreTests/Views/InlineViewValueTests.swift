import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

/// A node keeps its view as an `any View`, whose inline buffer holds three
/// words; a larger value costs an allocation per node. Texts and colours are
/// in every row of a list, so they must fit, and resolve as they did.
@MainActor
@Suite struct InlineViewValueTests {
    @Test func textsAndColoursFitAnExistentialsBuffer() {
        #expect(MemoryLayout<Text>.size <= 3 * MemoryLayout<Int>.size)
        #expect(MemoryLayout<Color>.size <= 3 * MemoryLayout<Int>.size)
    }

    @Test func componentColoursResolveToTheNearestEightBitValues() {
        #expect(Color(red: 0.3, green: 0.5, blue: 1, opacity: 0.85).resolve(in: .light) == RGBA(r: 77, g: 128, b: 255, a: 217))
        #expect(Color(white: 2).resolve(in: .dark) == RGBA(r: 255, g: 255, b: 255))
        #expect(Color(red: .nan, green: -1, blue: .infinity).resolve(in: .light) == RGBA(r: 0, g: 0, b: 0))
        #expect(Color(red: 1, green: 0, blue: 0).opacity(0.5).resolve(in: .light) == RGBA(r: 255, g: 0, b: 0, a: 128))
        #expect(Color(red: 0.2, green: 0.4, blue: 0.6) == Color(red: 0.2, green: 0.4, blue: 0.6))
        #expect(Color(red: 0.2, green: 0.4, blue: 0.6) != Color(red: 0.2, green: 0.4, blue: 0.7))
    }
}
