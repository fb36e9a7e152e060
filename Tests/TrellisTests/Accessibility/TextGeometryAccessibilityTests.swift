import Testing
import Trellis
import TrellisTesting

/// Where a text's characters are, for AT-SPI's `GetCharacterExtents`,
/// `GetRangeExtents` and `GetOffsetAtPoint` (at-spi2-core's `Text`
/// interface: offsets are characters as AT-SPI counts them, Unicode scalars,
/// and extents are the glyph's box, which Orca's mouse review and a
/// magnifier follow), rather than the whole label's box.
@MainActor @Suite struct TextGeometryAccessibilityTests {
    private struct Texts: View {
        var body: some View {
            VStack(alignment: .leading) {
                Text("Hello world")
                Text("Cafe\u{301} au lait")
                Text("one two three four five six").frame(width: 80)
                Text("Renamed").accessibilityLabel("Something else")
            }
        }
    }

    private func host() -> ViewHost<Texts> {
        let host = ViewHost(Texts(), width: 400, height: 300)
        host.step()
        return host
    }

    @Test func eachCharacterHasItsOwnBoxAlongTheLine() throws {
        let host = host()
        let hello = try #require(host.accessibilityElement(role: .label, name: "Hello world"))
        let first = try #require(hello.rectangles(ofScalars: 0..<1)?.first)
        let second = try #require(hello.rectangles(ofScalars: 1..<2)?.first)
        #expect(abs(first.minX - hello.frame.minX) < 0.5)
        #expect(first.width > 0 && first.width < hello.frame.width / 4)
        #expect(abs(second.minX - first.maxX) < 0.01, "the second glyph starts where the first ends")
        #expect(first.minY == hello.frame.minY && first.height > 0 && first.height <= hello.frame.height)
        let whole = try #require(hello.rectangles(ofScalars: 0..<11))
        #expect(whole.count == 1 && abs(whole[0].width - hello.frame.width) < 1)
        // The point in the middle of the second glyph's right half is nearest the boundary after it.
        #expect(hello.scalarOffset(at: Point(x: second.maxX - 0.5, y: second.midY)) == 2)
        #expect(hello.scalarOffset(at: Point(x: first.minX, y: first.midY)) == 0)
    }

    @Test func aWrappedTextGivesOneBoxPerLine() throws {
        let host = host()
        let wrapped = try #require(host.accessibilityElement(role: .label, name: "one two three four five six"))
        let boxes = try #require(wrapped.rectangles(ofScalars: 0..<27))
        #expect(boxes.count > 1)
        #expect(Set(boxes.map(\.minY)).count == boxes.count, "each box is on a line of its own")
        let last = try #require(wrapped.rectangles(ofScalars: 26..<27)?.first)
        #expect(last.minY > wrapped.frame.minY, "the last character is on a later line")
    }

    @Test func offsetsCountScalarsAsATSPIDoes() throws {
        let host = host()
        let cafe = try #require(host.accessibilityElement(role: .label, name: "Cafe\u{301} au lait"))
        // "é" is two scalars, one character: both scalars are in its box.
        let accent = try #require(cafe.rectangles(ofScalars: 4..<5)?.first)
        let letter = try #require(cafe.rectangles(ofScalars: 3..<4)?.first)
        #expect(accent == letter)
        let space = try #require(cafe.rectangles(ofScalars: 5..<6)?.first)
        #expect(abs(space.minX - letter.maxX) < 0.01)
        #expect(cafe.scalarOffset(at: Point(x: space.maxX - 0.5, y: space.midY)) == 6)
    }

    @Test func aTextRenamedOrNotATextHasNoGlyphBoxes() throws {
        let host = host()
        let renamed = try #require(host.accessibilityElement(role: .label, name: "Something else"))
        #expect(renamed.rectangles(ofScalars: 0..<1) == nil)
        #expect(renamed.scalarOffset(at: Point(x: renamed.frame.midX, y: renamed.frame.midY)) == nil)
        #expect(host.accessibilityTree.rectangles(ofScalars: 0..<1) == nil)
    }
}
