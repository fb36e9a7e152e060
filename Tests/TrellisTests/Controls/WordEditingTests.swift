import Testing
import Trellis
import TrellisTesting

private struct Note: View {
    @State private var text = ""
    @State private var secret = ""

    var body: some View {
        VStack {
            TextField("Note", text: $text)
            SecureField("Secret", text: $secret)
            Text("Text: \(text)")
            Text("Secret: \(secret)")
        }
    }
}

/// Ctrl with an arrow moves by word, and with Backspace or Delete deletes one, as in GTK.
@MainActor
@Suite struct WordEditingTests {
    @Test func ctrlArrowsMoveAWordAtATime() {
        let host = ViewHost(Note(), width: 400, height: 200)
        host.click(text: "Note")
        host.type("hello brave world")
        host.press(.left, modifiers: .control)
        host.type("new ")
        #expect(host.texts.contains("Text: hello brave new world"))
        host.press(.left, modifiers: .control)
        host.press(.left, modifiers: .control)
        host.press(.right, modifiers: .control)
        host.type("!")
        #expect(host.texts.contains("Text: hello brave! new world"), "\(host.texts)")
        // Shift extends the selection by words.
        host.press(.left, modifiers: [.control, .shift])
        host.type("bold")
        #expect(host.texts.contains("Text: hello bold new world"), "the word and the mark after it: \(host.texts)")
    }

    @Test func ctrlBackspaceAndDeleteTakeAWord() {
        let host = ViewHost(Note(), width: 400, height: 200)
        host.click(text: "Note")
        host.type("one two, three")
        host.press(.backspace, modifiers: .control)
        #expect(host.texts.contains("Text: one two, "), "\(host.texts)")
        host.press(.home)
        host.press(.delete, modifiers: .control)
        #expect(host.texts.contains("Text:  two, "), "\(host.texts)")
    }

    @Test func aSecureFieldMovesToItsEnds() {
        let host = ViewHost(Note(), width: 400, height: 200)
        host.click(text: "Secret")
        host.type("pass word")
        host.press(.left, modifiers: .control)
        host.type("X")
        #expect(host.texts.contains("Secret: Xpass word"), "\(host.texts)")
    }
}

/// A double-click in a field selects the word under the pointer, a triple-click everything.
@MainActor
@Suite struct FieldWordSelectionTests {
    @Test func aDoubleClickSelectsTheWordAndATripleClickTheLine() throws {
        let host = ViewHost(Note(), width: 400, height: 200)
        host.click(text: "Note")
        host.type("alpha beta gamma")
        let field = try #require(host.frame(ofText: "alpha beta gamma"))
        // "beta" is characters 6 to 10 of 16.
        let x = field.minX + field.width * 8 / 16, y = field.midY
        host.click(x: x, y: y)
        host.click(x: x, y: y)
        host.type("delta")
        #expect(host.texts.contains("Text: alpha delta gamma"), "\(host.texts)")
        let after = try #require(host.frame(ofText: "alpha delta gamma"))
        for _ in 0..<3 { host.click(x: after.midX, y: after.midY) }
        host.type("all new")
        #expect(host.texts.contains("Text: all new"), "\(host.texts)")
    }
}
