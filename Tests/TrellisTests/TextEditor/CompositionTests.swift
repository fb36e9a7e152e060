import Testing
import Trellis
import TrellisTesting

/// What an input method does while someone types Chinese: it shows the
/// composition, then commits the chosen characters.
@MainActor
@Suite struct CompositionTests {
    private struct Both: View {
        @State private var note = "ab"
        @State private var name = "ab"
        var body: some View {
            VStack {
                TextEditor(text: $note).frame(width: 200, height: 80)
                TextField("Name", text: $name).frame(width: 200)
                Text("note=\(note) name=\(name)")
            }
        }
    }

    @Test func theEditorShowsTheCompositionAtTheCaretUntilItIsCommitted() {
        let host = ViewHost(Both(), width: 300, height: 240)
        host.step()
        host.press(.tab)
        host.press(.right)
        host.send(.textEditing("ni", start: 2, length: 0))
        host.step()
        #expect(host.texts.contains("anib"))
        #expect(host.texts.contains("note=ab name=ab"))
        host.send(.textEditing("", start: 0, length: 0))
        host.send(.textInput("你"))
        host.step()
        #expect(host.texts.contains("a你b"))
        #expect(host.texts.contains("note=a你b name=ab"))
    }

    @Test func theFieldShowsTheCompositionAtTheCaretUntilItIsCommitted() {
        let host = ViewHost(Both(), width: 300, height: 240)
        host.step()
        host.press(.tab)
        // Tab is text in the editor, as in a Mac's text view: Ctrl+Tab moves on to the field.
        host.press(.tab, modifiers: .control)
        host.press(.end)
        host.send(.textEditing("hao", start: 3, length: 0))
        host.step()
        #expect(host.texts.contains("abhao"))
        #expect(host.texts.contains("note=ab name=ab"))
        host.send(.textInput("好"))
        host.step()
        #expect(host.texts.contains("ab好"))
        #expect(host.texts.contains("note=ab name=ab好"))
    }
}
