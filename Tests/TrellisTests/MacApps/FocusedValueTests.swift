import Testing
import Trellis
import TrellisTesting

private struct Note {
    var count = 0
}

private struct NoteKey: FocusedValueKey {
    typealias Value = Binding<Note>
}

// Apple: "extend FocusedValues to add a computed property for your key:
// var selectedItem: Item? { get { self[SelectedItemKey.self] } set { self[SelectedItemKey.self] = newValue } }".
extension FocusedValues {
    fileprivate var note: Binding<Note>? {
        get { self[NoteKey.self] }
        set { self[NoteKey.self] = newValue }
    }
}

@MainActor private final class Presses {
    var bumps = 0
}

/// One window's note, published by its field while the field has focus.
private struct NoteWindow: View {
    @State private var note = Note()
    var body: some View {
        VStack {
            Text("Count \(note.count)")
            Text("Editor").padding(10).focusable()
                .focusedValue(\.note, $note)
            Text("Elsewhere").padding(10).focusable()
        }
    }
}

/// The menu item: it acts on the key window's focused note and is disabled without one.
private struct BumpItem: View {
    let presses: Presses
    @FocusedBinding(\.note) private var note: Note?
    var body: some View {
        Button("Bump") {
            presses.bumps += 1
            note?.count += 1
        }
        .keyboardShortcut("b")
        .disabled(note == nil)
    }
}

private struct NotesApp: App {
    let presses: Presses
    init() { presses = Presses() }
    init(presses: Presses) { self.presses = presses }
    var body: some Scene {
        WindowGroup("Notes") { NoteWindow() }
            .commands {
                CommandMenu("Note") { BumpItem(presses: presses) }
            }
    }
}

// Apple: FocusedValue is "a property wrapper for observing values from the focused view or one of its
// ancestors"; FocusedBinding unwraps "state bindings from the focused view or one of its ancestors".
@MainActor @Suite struct FocusedValueTests {
    @Test func theMenuItemActsOnTheFocusedViewOfTheKeyWindow() {
        let presses = Presses()
        let host = AppHost(NotesApp(presses: presses))
        host.press(.character("n"), modifiers: .control)
        #expect(host.windows.count == 2)
        let first = host.windows[0], second = host.windows[1]
        #expect(host.keyWindow === second)
        host.press(.character("b"), modifiers: .control)
        #expect(presses.bumps == 0, "nothing is focused: the item is disabled")
        second.click(text: "Editor")
        host.press(.character("b"), modifiers: .control)
        host.step()
        #expect(presses.bumps == 1)
        #expect(second.texts.contains("Count 1"), "\(second.texts)")
        #expect(first.texts.contains("Count 0"))
        first.focus()
        host.step()
        #expect(host.keyWindow === first)
        host.press(.character("b"), modifiers: .control)
        #expect(presses.bumps == 1, "the first window's focus is on nothing that publishes a note")
        first.click(text: "Editor")
        host.press(.character("b"), modifiers: .control)
        host.press(.character("b"), modifiers: .control)
        host.step()
        #expect(first.texts.contains("Count 2"), "\(first.texts)")
        #expect(second.texts.contains("Count 1"), "\(second.texts)")
        first.click(text: "Elsewhere")
        host.press(.character("b"), modifiers: .control)
        #expect(presses.bumps == 3, "focus left the editor: its note is no longer in focus")
    }

    @Test func theMenuShowsTheItemDisabledUntilAValueIsInFocus() {
        let presses = Presses()
        let host = AppHost(NotesApp(presses: presses))
        let window = host.windows[0]
        window.click(text: "Note")
        host.step(frames: 10)
        window.click(text: "Bump")
        host.step(frames: 10)
        #expect(presses.bumps == 0, "a disabled item does nothing when chosen")
        #expect(window.texts.contains("Bump"), "and the menu stays open")
        host.press(.escape)
        window.click(text: "Editor")
        window.click(text: "Note")
        host.step(frames: 10)
        window.click(text: "Bump")
        host.step(frames: 10)
        #expect(presses.bumps == 1)
        #expect(window.texts.contains("Count 1"), "\(window.texts)")
    }
}
