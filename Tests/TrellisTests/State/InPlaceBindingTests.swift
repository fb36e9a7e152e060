import Testing
import Trellis
import TrellisTesting

// A write through a binding changes the value where `@State` keeps it, so
// typing into a `TextEditor` costs what the keystroke changes: a copy of the
// whole string per keystroke made typing into a megabyte cost a megabyte.
// These tests watch where the string's bytes lie: a copy would move them.

/// Where a string's bytes lie, read by the bodies below.
@MainActor private final class StorageProbe {
    var addresses: [UInt] = []
}

private func address(of text: String) -> UInt {
    var text = text
    return text.withUTF8 { UInt(bitPattern: $0.baseAddress) }
}

private struct Journal: View {
    let probe: StorageProbe
    @State var text = String(repeating: "a line of a long journal\n", count: 40_000)

    var body: some View {
        // A body that shows the text's length reads it, as an app might.
        let _ = probe.addresses.append(address(of: text))
        TextEditor(text: $text)
            .frame(width: 400, height: 300)
    }
}

private struct Note {
    var title = "Journal"
    var body = String(repeating: "a line of a long journal\n", count: 40_000)
}

/// Edits a property of a state's value through `$note.body`.
private struct NoteEditor: View {
    let probe: StorageProbe
    @State var note = Note()

    var body: some View {
        let _ = probe.addresses.append(address(of: note.body))
        VStack {
            Text(note.title)
            TextEditor(text: $note.body)
                .frame(width: 400, height: 300)
        }
    }
}

@MainActor
@Suite struct InPlaceBindingTests {
    /// Clicks the start of the first line of the journal in `host` and types
    /// "x" then `more`: where the string lay after each body since "x".
    /// The first keystroke copies: the state's first value is still held by
    /// the view it came from.
    private func addressesWhileTyping(_ more: [String], into host: ViewHost<some View>, probe: StorageProbe) throws -> [UInt] {
        host.step()
        let row = try #require(host.frame(ofText: "a line of a long journal"))
        host.click(x: row.minX + 1, y: row.midY)
        host.type("x")
        let afterFirst = probe.addresses.count - 1
        for letter in more { host.type(letter) }
        #expect(host.texts.contains { $0.hasPrefix("x" + more.joined() + "a line") })
        return Array(probe.addresses[afterFirst...])
    }

    @Test func typingIntoAMegabyteChangesTheStringWhereItLies() throws {
        let probe = StorageProbe()
        let addresses = try addressesWhileTyping(["y", "z", "w"], into: ViewHost(Journal(probe: probe), width: 440, height: 340),
                                                 probe: probe)
        #expect(addresses.count == 4, "one body per keystroke")
        #expect(Set(addresses).count == 1, "moved: \(addresses)")
    }

    @Test func typingIntoAPropertyOfAStateChangesItWhereItLies() throws {
        // A binding to `note.body` is changed within the state's value, not
        // read out as a whole `Note`, changed and written back.
        let probe = StorageProbe()
        let addresses = try addressesWhileTyping(["y", "z"], into: ViewHost(NoteEditor(probe: probe), width: 440, height: 360),
                                                 probe: probe)
        #expect(Set(addresses).count == 1, "moved: \(addresses)")
    }

    @Test func aHandMadeBindingIsWrittenOncePerKeystroke() throws {
        // `Binding(get:set:)` cannot be changed in place: it is read, changed and set.
        final class Store { var text = "hello"; var writes = 0 }
        struct Notes: View {
            let store: Store
            var body: some View {
                TextEditor(text: Binding(get: { store.text }, set: { store.text = $0; store.writes += 1 }))
                    .frame(width: 300, height: 100)
            }
        }
        let store = Store()
        let host = ViewHost(Notes(store: store), width: 340, height: 140)
        host.step()
        let line = try #require(host.frame(ofText: "hello"))
        host.click(x: line.maxX + 2, y: line.midY)
        host.type("!")
        #expect(store.text == "hello!")
        #expect(store.writes == 1)
    }
}
