import Testing
import Trellis
import TrellisTesting

/// A divider follows the stack it is laid out in, through modifiers.
@MainActor
@Suite struct DividerOrientationTests {
    /// The frames of the divider's one-point fill in the display list.
    private func lines<V: View>(in host: ViewHost<V>) -> [Rect] {
        host.displayList.graphics.compactMap { graphic in
            guard case .fill = graphic.content, min(graphic.frame.width, graphic.frame.height) == 1 else { return nil }
            return graphic.frame
        }
    }

    // Apple, Divider: "When contained in a stack, the divider extends across the minor axis of the stack".
    @Test func aFramedDividerInAnHStackIsAVerticalLine() throws {
        let view = HStack {
            Text("Bold")
            Divider().frame(height: 12)
            Text("Italic")
        }
        .frame(width: 300, height: 100)
        let host = ViewHost(view, width: 300, height: 100)
        let line = try #require(lines(in: host).first)
        #expect(line.width == 1)
        #expect(line.height == 12)
        let bold = try #require(host.frame(ofText: "Bold")), italic = try #require(host.frame(ofText: "Italic"))
        #expect(line.minX > bold.maxX && line.maxX < italic.minX)
    }

    @Test func aPaddedDividerInAVStackStaysHorizontal() throws {
        let view = VStack {
            Text("Above")
            Divider().padding(.horizontal, 10)
            Text("Below")
        }
        .frame(width: 300, height: 100)
        let host = ViewHost(view, width: 300, height: 100)
        let line = try #require(lines(in: host).first)
        #expect(line.height == 1)
        #expect(line.width == 280)
    }

    // Apple, Spacer: "A flexible space that expands along the major axis of its containing stack layout".
    @Test func aFramedSpacerInAnHStackGrowsAlongTheRow() throws {
        let view = HStack(spacing: 0) {
            Text("Left")
            Spacer().frame(height: 10)
            Text("Right")
        }
        .frame(width: 300, height: 60)
        let host = ViewHost(view, width: 300, height: 60)
        let left = try #require(host.frame(ofText: "Left")), right = try #require(host.frame(ofText: "Right"))
        #expect(left.minX < 5 && right.maxX > 295, "the spacer pushes the texts to the ends")
    }
}
