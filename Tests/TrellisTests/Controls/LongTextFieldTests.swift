import Observation
import Testing
import Trellis
@_spi(TrellisExtension) import TrellisCore
import TrellisTesting

@Observable private final class LongEntry {
    var text: String
    init(_ text: String) { self.text = text }
}

private struct LongFieldView: View {
    @Bindable var entry: LongEntry
    var secure = false
    var body: some View {
        Group {
            if secure { SecureField("Secret", text: $entry.text) } else { TextField("Long", text: $entry.text) }
        }
        .frame(width: 300)
    }
}

/// 216,000 characters of words.
private let longText = String(repeating: "lorem ipsum dolor sit amet ", count: 8_000)

@MainActor
private func focusedLongField(_ text: String = longText, secure: Bool = false) -> (LongEntry, ViewHost<LongFieldView>) {
    let entry = LongEntry(text)
    let host = ViewHost(LongFieldView(entry: entry, secure: secure), width: 400, height: 100)
    host.click(x: 120, y: 50)
    return (entry, host)
}

/// The strings the field draws, longest first: its window of text.
@MainActor
private func drawnTexts(_ host: ViewHost<LongFieldView>) -> [String] {
    host.displayList.graphics.compactMap { graphic -> String? in
        if case .text(let run) = graphic.content { return run.string }
        return nil
    }.sorted { $0.count > $1.count }
}

@MainActor
@Suite struct LongTextFieldTests {
    @Test func keystrokesInALongFieldEditInPlaceAndDrawOnlyAWindow() {
        let (entry, host) = focusedLongField()
        let walks = TextEditing.characterWalks
        host.press(.end)
        host.type("xyz")
        host.press(.backspace)
        #expect(entry.text == longText + "xy")
        host.press(.left, modifiers: .shift)
        host.press(.left, modifiers: .shift)
        host.type("Q")
        #expect(entry.text == longText + "Q")
        host.press(.left, modifiers: .control)
        host.type("<")
        #expect(entry.text.hasSuffix("amet <Q"))
        host.press(.delete)
        #expect(entry.text.hasSuffix("amet <"))
        // No edit, caret move or drawing counted characters from the start of the text.
        #expect(TextEditing.characterWalks == walks)
        let drawn = drawnTexts(host)
        #expect(drawn.first.map { $0.count <= 801 && entry.text.hasSuffix($0) } == true, "drew \(drawn.first?.count ?? 0) characters")
    }

    @Test func selectAllCopiesAndReplacesTheWholeLongText() {
        let (entry, host) = focusedLongField()
        host.press(.character("a"), modifiers: .control)
        host.press(.character("c"), modifiers: .control)
        #expect(host.clipboard.text == longText)
        host.type("short")
        #expect(entry.text == "short")
        #expect(host.texts.contains("short"))
    }

    @Test func aClickInALongFieldPutsTheCaretWhereItLands() {
        let (entry, host) = focusedLongField()
        // The field shows the text's start: a click lands a few words in, not at either end.
        host.type("|")
        let bar = entry.text.firstIndex(of: "|").map { entry.text.distance(from: entry.text.startIndex, to: $0) } ?? -1
        #expect(bar > 0 && bar < 100, "typed at character \(bar)")
        #expect(entry.text.count == longText.count + 1)
    }

    @Test func aLongSecureFieldDrawsAWindowOfBullets() {
        let (entry, host) = focusedLongField(secure: true)
        host.press(.end)
        host.type("!")
        #expect(entry.text == longText + "!")
        let drawn = drawnTexts(host)
        #expect(drawn.first.map { $0.count <= 801 && $0.allSatisfy { $0 == "•" } } == true)
    }

    @Test func anEditAfterAccentsKeepsWholeCharacters() {
        let (entry, host) = focusedLongField("e\u{301}中😀" + longText.prefix(50))
        host.press(.home)
        host.press(.right)
        host.press(.right)
        host.type("+")
        #expect(entry.text.hasPrefix("e\u{301}中+😀"))
        host.press(.backspace)
        host.press(.backspace)
        #expect(entry.text.hasPrefix("e\u{301}😀"))
    }
}
