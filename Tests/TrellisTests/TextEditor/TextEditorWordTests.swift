import Testing
import Trellis
import TrellisTesting

private struct Draft: View {
    @State var text: String
    var body: some View {
        VStack {
            TextEditor(text: $text).frame(width: 300, height: 120)
            Text("Now: \(text.replacingOccurrences(of: "\n", with: "|"))")
        }
    }
}

/// Words in a `TextEditor`: Ctrl with the arrows, Backspace and Delete, and double- and triple-clicks.
@MainActor
@Suite struct TextEditorWordTests {
    private func editor(_ text: String) -> ViewHost<Draft> {
        let host = ViewHost(Draft(text: text), width: 400, height: 300)
        host.step()
        host.press(.tab)
        host.press(.home, modifiers: .control)
        return host
    }

    @Test func ctrlArrowsCrossWordsAndLines() {
        let host = editor("alpha beta\ngamma")
        host.press(.right, modifiers: .control)
        host.press(.right, modifiers: .control)
        host.press(.right, modifiers: .control)
        host.type("!")
        #expect(host.texts.contains("Now: alpha beta|gamma!"), "\(host.texts)")
        host.press(.left, modifiers: .control)
        host.press(.left, modifiers: .control)
        host.type("<")
        #expect(host.texts.contains("Now: alpha <beta|gamma!"), "\(host.texts)")
    }

    @Test func ctrlBackspaceAndDeleteTakeAWordAndUndoBringsItBack() {
        let host = editor("one two three")
        host.press(.end, modifiers: .control)
        host.press(.backspace, modifiers: .control)
        #expect(host.texts.contains("Now: one two "), "\(host.texts)")
        host.press(.home, modifiers: .control)
        host.press(.delete, modifiers: .control)
        #expect(host.texts.contains("Now:  two "), "\(host.texts)")
        host.press(.character("z"), modifiers: .control)
        #expect(host.texts.contains("Now: one two "), "\(host.texts)")
    }

    @Test func aDoubleClickSelectsAWordAndATripleClickItsLine() throws {
        let host = editor("first line here\nsecond line")
        host.step(frames: 30)
        let row = try #require(host.frame(ofText: "first line here"))
        // "line" is characters 6 to 10 of 15.
        let x = row.minX + row.width * 8 / 15, y = row.midY
        host.click(x: x, y: y)
        host.click(x: x, y: y)
        host.type("row")
        #expect(host.texts.contains("Now: first row here|second line"), "\(host.texts)")
        host.step(frames: 30)
        let second = try #require(host.frame(ofText: "second line"))
        for _ in 0..<3 { host.click(x: second.midX, y: second.midY) }
        host.type("last")
        #expect(host.texts.contains("Now: first row here|last"), "\(host.texts)")
    }
}
