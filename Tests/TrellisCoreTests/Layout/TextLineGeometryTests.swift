import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

/// Finding characters in wrapped text: every character is 10 wide and a line 10 high.
@Suite struct TextLineGeometryTests {
    private let geometry = TextLineGeometry(string: "alpha beta gamma", lines: ["alpha beta", "gamma"], lineHeight: 10,
                                            alignment: 0, boxWidth: 100) { Double($0.count * 10) }

    @Test func aPointFindsTheNearestBoundaryOnItsLine() {
        #expect(geometry.index(at: Point(x: 24, y: 5)) == 2)
        #expect(geometry.index(at: Point(x: 0, y: 15)) == 11, "the dropped space at the break is skipped")
        #expect(geometry.index(at: Point(x: 500, y: 15)) == 16)
        #expect(geometry.index(at: Point(x: 30, y: -20)) == 0)
        #expect(geometry.index(at: Point(x: 30, y: 90)) == 16)
    }

    @Test func aRangeAcrossABreakIsARectanglePerLine() {
        let rectangles = geometry.rectangles(covering: 8..<13)
        #expect(rectangles == [Rect(x: 80, y: 0, width: 20, height: 10), Rect(x: 0, y: 10, width: 20, height: 10)])
    }

    @Test func centredLinesShiftTheirBoundaries() {
        let centred = TextLineGeometry(string: "ab", lines: [], lineHeight: 10, alignment: 0.5, boxWidth: 60) { Double($0.count * 10) }
        #expect(centred.index(at: Point(x: 21, y: 5)) == 0)
        #expect(centred.index(at: Point(x: 39, y: 5)) == 2)
    }

    @Test func aWordIsItsLettersAndDigits() {
        #expect(TextLineGeometry.word(around: 7, in: "alpha beta gamma") == 6..<10)
        #expect(TextLineGeometry.word(around: 5, in: "alpha beta gamma") == 5..<6)
        #expect(TextLineGeometry.word(around: 99, in: "x_1 y") == 4..<5)
    }
}
