import Observation
import Testing
import Trellis
import TrellisTesting

@Observable final class Entry {
    var text = ""
    var submitted: [String] = []
}

private struct EntryView: View {
    @Bindable var entry: Entry
    var body: some View {
        VStack {
            TextField("Your name", text: $entry.text)
                .frame(width: 240)
                .onSubmit { entry.submitted.append(entry.text) }
            Button("Elsewhere") {}
        }
    }
}

@MainActor
private func focusedField() -> (Entry, ViewHost<EntryView>) {
    let entry = Entry()
    let host = ViewHost(EntryView(entry: entry), width: 400, height: 200)
    host.click(text: "Your name")
    return (entry, host)
}

@MainActor
@Suite struct TextFieldTests {
    @Test func showsItsPlaceholderUntilTypedInto() {
        let (entry, host) = focusedField()
        #expect(host.texts.contains("Your name"))
        host.type("Ada")
        #expect(entry.text == "Ada")
        #expect(host.texts.contains("Ada") && !host.texts.contains("Your name"))
    }

    @Test func multiByteTextEditsByCharacter() {
        let (entry, host) = focusedField()
        host.type("é中😀x")
        host.press(.backspace)
        #expect(entry.text == "é中😀")
        host.press(.backspace)
        #expect(entry.text == "é中")
        host.press(.home)
        host.press(.delete)
        #expect(entry.text == "中")
        // Either end of an empty or short field is safe.
        host.press(.delete)
        host.press(.delete)
        host.press(.backspace)
        #expect(entry.text == "")
        host.press(.left)
        host.press(.right)
        host.press(.end)
        #expect(entry.text == "")
    }

    @Test func theCaretMovesAndShiftSelects() {
        let (entry, host) = focusedField()
        host.type("hello")
        host.press(.left)
        host.press(.left)
        host.type("X")
        #expect(entry.text == "helXlo")
        host.press(.home)
        host.press(.right, modifiers: .shift)
        host.press(.right, modifiers: .shift)
        host.type("J")
        #expect(entry.text == "JlXlo")
        host.press(.end)
        host.type("!")
        #expect(entry.text == "JlXlo!")
    }

    @Test func copyCutAndPasteUseTheClipboard() {
        let (entry, host) = focusedField()
        host.type("copy me")
        host.press(.character("a"), modifiers: .control)
        host.press(.character("c"), modifiers: .control)
        host.press(.end)
        host.type(" ")
        host.press(.character("v"), modifiers: .control)
        #expect(entry.text == "copy me copy me")
        host.press(.character("a"), modifiers: .control)
        host.press(.character("x"), modifiers: .control)
        #expect(entry.text == "")
        host.press(.character("v"), modifiers: .control)
        #expect(entry.text == "copy me copy me")
    }

    @Test func enterSubmitsAndEscapeLeaves() {
        let (entry, host) = focusedField()
        host.type("Grace")
        host.press(.enter)
        #expect(entry.submitted == ["Grace"])
        host.press(.escape)
        host.type("ignored")
        #expect(entry.text == "Grace")
    }

    @Test func theCaretBlinksOnTheFrameClock() {
        let (_, host) = focusedField()
        func caretShown() -> Bool {
            host.displayList.graphics.contains { $0.frame.width == 1 && $0.content == .fill(RGBA(r: 0, g: 0, b: 0)) }
        }
        #expect(caretShown())
        host.step(frames: 30)
        #expect(!caretShown())
        host.step(frames: 30)
        #expect(caretShown())
    }

    @Test func clickingPlacesTheCaretAndDraggingSelects() throws {
        let (entry, host) = focusedField()
        host.type("abcdef")
        let text = try #require(host.frame(ofText: "abcdef"))
        let third = text.x + text.width / 2
        host.click(x: third, y: text.midY)
        host.type("|")
        #expect(entry.text == "abc|def")
        host.send(.pointerDown(Point(x: text.x + 1, y: text.midY)))
        host.send(.pointerMove(Point(x: text.x + text.width + 20, y: text.midY)))
        host.send(.pointerUp(Point(x: text.x + text.width + 20, y: text.midY)))
        host.type("Z")
        #expect(entry.text == "Z")
    }

    @Test func pastingAMegabyteDoesNotHang() {
        let (entry, host) = focusedField()
        host.clipboard.text = String(repeating: "0123456789", count: 100_000)
        host.press(.character("v"), modifiers: .control)
        #expect(entry.text.count == 1_000_000)
        host.type("!")
        #expect(entry.text.hasSuffix("9!"))
        #expect(host.stats.texturesAlive < 20)
    }

    @Test func aSecureFieldHidesItsText() {
        let entry = Entry()
        let host = ViewHost(SecureField("Password", text: Bindable(entry).text).frame(width: 200), width: 300, height: 80)
        host.click(text: "Password")
        host.type("secret")
        #expect(entry.text == "secret")
        #expect(host.texts.contains("••••••"))
        #expect(!host.texts.contains("secret"))
    }
}
