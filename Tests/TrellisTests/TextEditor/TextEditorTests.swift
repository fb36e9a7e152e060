import Testing
import Trellis
import TrellisTesting

/// A notes window: an editor, and a line showing what it holds.
private struct Notes: View {
    @State var text: String
    var body: some View {
        VStack {
            TextEditor(text: $text)
                .frame(width: 300, height: 120)
            Text("Length \(text.count)")
        }
    }
}

/// An editor with `text`, focused by a click on its top-left corner (caret at the start).
@MainActor
private func editor(_ text: String, width: Int = 400, height: Int = 300) -> ViewHost<Notes> {
    let host = ViewHost(Notes(text: text), width: width, height: height)
    host.step()
    host.press(.tab)
    host.press(.home, modifiers: .control)
    return host
}

@MainActor
private func editorText(_ host: ViewHost<Notes>) -> String {
    host.texts.first { $0.hasPrefix("Length ") } ?? ""
}

@MainActor
@Suite struct TextEditorTests {
    @Test func typingMakesSeveralLines() {
        let host = editor("")
        host.type("one")
        host.press(.enter)
        host.type("two")
        #expect(editorText(host) == "Length 7")
        let one = host.frame(ofText: "one"), two = host.frame(ofText: "two")
        #expect(one != nil && two != nil)
        if let one, let two {
            #expect(two.minY >= one.maxY - 1)
            #expect(abs(two.minX - one.minX) < 1)
        }
    }

    @Test func upAndDownKeepTheColumnAndHomeAndEndGoToRowEdges() {
        let host = editor("aaaaaa\nbb\naaaaaaaaaa")
        host.press(.end)
        host.press(.down)
        // The caret leaves column 6 for the short line, and goes back to it below.
        host.press(.down)
        host.type("2")
        #expect(host.texts.contains("aaaaaa2aaaa"))
        host.press(.up)
        host.press(.up)
        host.type("3")
        #expect(host.texts.contains("aaaaaa3"))
        host.press(.home)
        host.type("<")
        host.press(.end, modifiers: .control)
        host.type(">")
        #expect(host.texts == ["<aaaaaa3", "bb", "aaaaaa2aaaa>", "Length 24"])
    }

    @Test func leftAndRightCrossLineBreaks() {
        let host = editor("ab\ncd")
        host.press(.end)
        host.press(.right)
        host.type("1")
        host.press(.left)
        host.press(.left)
        host.type("2")
        #expect(host.texts.prefix(2) == ["ab2", "1cd"])
    }

    @Test func pageDownMovesTheCaretAndTheViewByAScreen() {
        let host = editor((0..<100).map { "line \($0)" }.joined(separator: "\n"))
        #expect(host.texts.contains("line 0"))
        host.press(.pageDown)
        host.type("*")
        let starred = host.texts.first { $0.hasPrefix("*") }
        let number = starred.flatMap { Int($0.dropFirst(6)) } ?? -1
        #expect((4...8).contains(number), "the caret went to \(String(describing: starred))")
        #expect(!host.texts.contains("line 0"))
        host.press(.pageUp)
        #expect(host.texts.contains("line 0"))
    }

    @Test func theEditorScrollsToTheCaretAndWithTheWheel() throws {
        let host = editor((0..<100).map { "line \($0)" }.joined(separator: "\n"))
        host.press(.end, modifiers: .control)
        #expect(host.texts.contains("line 99"))
        #expect(!host.texts.contains("line 0"))
        let row = try #require(host.frame(ofText: "line 99"))
        host.scroll(dx: 0, dy: -400, x: row.midX, y: row.midY)
        #expect(!host.texts.contains("line 99"))
        host.scroll(dx: 0, dy: 10_000, x: row.midX, y: row.midY)
        #expect(host.frame(ofText: "line 99") == row)
    }

    @Test func longLinesWrapAtWordsToTheWidth() {
        let host = editor(Array(repeating: "word", count: 40).joined(separator: " "))
        let rows = host.texts.filter { $0.hasPrefix("word") }
        #expect(rows.count > 3)
        #expect(rows.allSatisfy { $0.count < 60 })
        #expect(rows.joined() == Array(repeating: "word", count: 40).joined(separator: " "))
        for row in rows {
            if let frame = host.frame(ofText: row) { #expect(frame.width <= 300 - 12 + 8) }
        }
    }

    @Test func shiftArrowsSelectForCopyAndPaste() {
        let host = editor("hello world\nhello there")
        for _ in 0..<5 { host.press(.right, modifiers: .shift) }
        host.press(.character("c"), modifiers: .control)
        #expect(host.clipboard.text == "hello")
        host.press(.down, modifiers: .shift)
        host.press(.character("x"), modifiers: .control)
        #expect(host.clipboard.text == "hello world\nhello")
        #expect(host.texts.prefix(1) == [" there"])
        host.press(.end)
        host.press(.character("v"), modifiers: .control)
        #expect(host.texts.prefix(2) == [" therehello world", "hello"])
    }

    @Test func aDragSelectsAcrossLines() throws {
        let host = editor("first line\nsecond line\nthird")
        let first = try #require(host.frame(ofText: "first line"))
        let second = try #require(host.frame(ofText: "second line"))
        host.drag(from: Point(x: first.minX + 1, y: first.midY), to: Point(x: second.maxX + 20, y: second.midY), steps: 3)
        host.press(.character("c"), modifiers: .control)
        #expect(host.clipboard.text == "first line\nsecond line")
        host.press(.character("a"), modifiers: .control)
        host.press(.character("c"), modifiers: .control)
        #expect(host.clipboard.text == "first line\nsecond line\nthird")
    }

    @Test func undoTakesBackAWordAtATimeAndRedoPutsItBack() {
        let host = editor("")
        for character in "hello world" { host.type(String(character)) }
        host.press(.character("z"), modifiers: .control)
        #expect(editorText(host) == "Length 6")
        host.press(.character("z"), modifiers: .control)
        #expect(editorText(host) == "Length 0")
        host.press(.character("z"), modifiers: [.control, .shift])
        #expect(host.texts.first == "hello ")
        host.press(.character("y"), modifiers: .control)
        #expect(host.texts.first == "hello world")
        // A run of Backspace is one step; moving the caret starts another.
        host.press(.backspace)
        host.press(.backspace)
        host.press(.home)
        host.type("A")
        host.press(.character("z"), modifiers: .control)
        #expect(host.texts.first == "hello wor")
        host.press(.character("z"), modifiers: .control)
        #expect(host.texts.first == "hello world")
    }

    @Test func aChangeFromOutsideReplacesTheText() {
        struct Clearing: View {
            @State private var text = "draft"
            var body: some View {
                VStack {
                    TextEditor(text: $text).frame(height: 80)
                    Button("Clear") { text = "cleared\ntext" }
                }
            }
        }
        let host = ViewHost(Clearing(), width: 300, height: 200)
        host.step()
        #expect(host.texts.contains("draft"))
        host.click(text: "Clear")
        #expect(host.texts.prefix(2) == ["cleared", "text"])
    }

    @Test func aDisabledEditorIgnoresTyping() {
        struct Locked: View {
            @State private var text = "fixed"
            var body: some View {
                VStack {
                    TextEditor(text: $text).disabled(true).frame(height: 80)
                    Text(text)
                }
            }
        }
        let host = ViewHost(Locked(), width: 300, height: 200)
        host.step()
        host.press(.tab)
        host.type("more")
        #expect(host.texts == ["fixed", "fixed"])
    }
}
