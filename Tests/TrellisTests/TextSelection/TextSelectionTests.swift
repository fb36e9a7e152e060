import Testing
import Trellis
import TrellisTesting

private struct LogLines: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("error: disk full on /var")
            Text("second line of the log")
            TextField("Filter", text: .constant(""))
        }
        .textSelection(.enabled)
    }
}

/// `.textSelection(.enabled)`: drag or double-click to select, Ctrl+C to copy.
@MainActor
@Suite struct TextSelectionTests {
    @Test func draggingAcrossAWordSelectsAndCopiesIt() throws {
        let host = ViewHost(LogLines(), width: 400, height: 200)
        let frame = try #require(host.frame(ofText: "error: disk full on /var"))
        // From the left edge to a little past "error".
        let fraction = 5.0 / 24.0
        host.drag(from: Point(x: frame.minX + 0.5, y: frame.midY),
                  to: Point(x: frame.minX + frame.width * fraction + 1, y: frame.midY), steps: 3)
        host.press(.character("c"), modifiers: .control)
        #expect(host.clipboard.text == "error")
    }

    @Test func aDoubleClickSelectsTheWordAndTheHighlightShows() throws {
        let host = ViewHost(LogLines(), width: 400, height: 200)
        let frame = try #require(host.frame(ofText: "second line of the log"))
        let before = host.color(x: Int(frame.minX + frame.width * 0.41), y: Int(frame.minY + 2))
        let x = frame.minX + frame.width * 0.41  // inside "line", characters 7 to 11 of 22
        host.click(x: x, y: frame.midY)
        host.click(x: x, y: frame.midY)
        host.press(.character("c"), modifiers: .control)
        #expect(host.clipboard.text == "line")
        let after = host.color(x: Int(x), y: Int(frame.minY + 2))
        #expect(before != after, "the highlight is drawn under the word")
        #expect(after.b > after.r, "\(after)")
        // Ctrl+A takes the whole text.
        host.press(.character("a"), modifiers: .control)
        host.press(.character("c"), modifiers: .control)
        #expect(host.clipboard.text == "second line of the log")
    }

    @Test func tabSkipsSelectableTextAndAClickElsewhereClearsTheSelection() throws {
        let host = ViewHost(LogLines(), width: 400, height: 200)
        host.press(.tab)
        host.type("x")
        #expect(host.texts.contains("x") == false, "the field is bound to a constant")
        let frame = try #require(host.frame(ofText: "second line of the log"))
        host.click(x: frame.midX, y: frame.midY)
        host.click(x: frame.midX, y: frame.midY)
        #expect(host.pixelsDifferingFromFreshRender() == 0)
        host.click(text: "Filter")
        host.step()
        let x = frame.minX + frame.width * 0.41
        #expect(host.color(x: Int(x), y: Int(frame.minY + 2)) == RGBA(r: 255, g: 255, b: 255))
    }

    @Test func withoutTheModifierTextIsNotSelectable() throws {
        let host = ViewHost(Text("plain words"), width: 300, height: 100)
        let frame = try #require(host.frame(ofText: "plain words"))
        host.click(x: frame.midX, y: frame.midY)
        host.click(x: frame.midX, y: frame.midY)
        host.press(.character("c"), modifiers: .control)
        #expect(host.clipboard.text == nil)
    }
}
