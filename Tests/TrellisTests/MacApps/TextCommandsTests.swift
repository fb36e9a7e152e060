import Testing
import Trellis
import TrellisTesting

// Apple: TextEditingCommands is "A built-in group of commands for searching, editing, and transforming
// selections of text"; CommandGroupPlacement.textEditing holds the Find, Spelling and Grammar, Substitutions,
// Transformations and Speech submenus, and .textFormatting the Font and Text submenus.
@MainActor
@Suite struct TextCommandsTests {
    struct SearchView: View {
        @State private var query = ""
        var body: some View {
            NavigationStack {
                Text("Query: \(query)")
                    .searchable(text: $query)
            }
        }
    }

    struct Writer: App {
        var body: some Scene {
            WindowGroup("Writer") { SearchView() }
                .commands {
                    TextEditingCommands()
                    TextFormattingCommands()
                    EmptyCommands()
                }
        }
    }

    @Test func findInTheEditMenuOpensTheWindowsSearchField() {
        let host = AppHost(Writer())
        let window = host.windows[0]
        window.click(text: "Edit")
        host.step(frames: 10)
        for submenu in ["Find", "Spelling and Grammar", "Substitutions", "Transformations", "Speech"] {
            #expect(window.texts.contains(submenu), "\(submenu) in \(window.texts)")
        }
        window.click(text: "Find")
        host.step(frames: 10)
        #expect(window.texts.contains("Find Next"))
        window.click(text: "Find…")
        host.step(frames: 10)
        window.type("pears")
        host.step(frames: 2)
        #expect(window.texts.contains("Query: pears"), "\(window.texts)")
    }

    @Test func itemsWithNothingToActOnAreDisabled() {
        let host = AppHost(Writer())
        let window = host.windows[0]
        window.click(text: "Edit")
        host.step(frames: 10)
        window.click(text: "Transformations")
        host.step(frames: 10)
        #expect(window.texts.contains("Make Upper Case"))
        window.click(text: "Make Upper Case")
        host.step(frames: 10)
        // A disabled item does not close the menu when clicked.
        #expect(window.texts.contains("Make Upper Case"), "\(window.texts)")
    }

    @Test func formattingCommandsAddAFormatMenuAndWithoutThemThereIsNone() {
        let host = AppHost(Writer())
        let window = host.windows[0]
        #expect(window.texts.contains("Format"))
        window.click(text: "Format")
        host.step(frames: 10)
        #expect(window.texts.contains("Font") && window.texts.contains("Text"), "\(window.texts)")

        struct Plain: App {
            var body: some Scene {
                WindowGroup("Plain") { Text("Body") }.commands { CommandMenu("Tools") { Button("Run") {} } }
            }
        }
        let plain = AppHost(Plain())
        #expect(plain.windows[0].texts.contains("Tools"))
        #expect(!plain.windows[0].texts.contains("Format"))
    }
}
