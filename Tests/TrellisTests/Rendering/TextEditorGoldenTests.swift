import Testing
import Trellis
import TrellisTesting

// A notes window as a desktop text editor shows it, in light and dark: a
// label, the editor's base and border, wrapped text, a selection across two
// lines and the caret.

private struct NotesWindow: View {
    @State private var notes = """
        Shopping
        Bread, milk and a dozen eggs from the market on the corner, before it closes at six.
        Call the plumber about the kitchen tap.
        """
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Notes")
            TextEditor(text: $notes)
                .frame(height: 140)
        }
        .padding(16)
    }
}

@MainActor @Suite struct TextEditorGoldenTests {
    @Test func anEditorWithASelectionMatchesItsGoldenImages() {
        for scheme in [ColorScheme.light, .dark] {
            let host = ViewHost(NotesWindow().preferredColorScheme(scheme), width: 360, height: 200)
            host.step()
            host.press(.tab)
            host.press(.down)
            host.press(.end, modifiers: .shift)
            host.press(.down, modifiers: .shift)
            #expect(host.texts.contains("Shopping"))
            #expect(host.texts.contains("Call the plumber about the kitchen tap."))
            expectMatchesGolden(host, named: scheme == .light ? "editor-light" : "editor-dark")
        }
    }
}
