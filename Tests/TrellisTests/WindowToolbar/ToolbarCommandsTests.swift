import Testing
import Trellis
import TrellisTesting

/// `ToolbarCommands` ("A built-in set of commands for manipulating window toolbars", developer.apple.com):
/// View ▸ Hide Toolbar / Show Toolbar, ⌥⌘T on a Mac, Ctrl+Alt+T here.
@MainActor
@Suite struct ToolbarCommandsTests {
    struct NotesApp: App {
        var body: some Scene {
            WindowGroup("Notes") {
                NavigationStack {
                    Text("Body")
                        .navigationTitle("All Notes")
                        .toolbar { Button("Compose") {} }
                }
            }
            .commands { ToolbarCommands() }
        }
    }

    @Test func theViewMenuItemHidesAndShowsTheWindowsBar() {
        let host = AppHost(NotesApp())
        let window = host.windows[0]
        #expect(window.texts.contains("Compose") && window.texts.contains("All Notes"))
        window.click(text: "View")
        host.step(frames: 10)
        #expect(window.texts.contains("Hide Toolbar") && window.texts.contains("Ctrl+Alt+T"))
        window.click(text: "Hide Toolbar")
        host.step(frames: 10)
        #expect(!window.texts.contains("Compose") && !window.texts.contains("All Notes"), "the bar is hidden: \(window.texts)")
        #expect(window.texts.contains("Body"))
        #expect(window.title == "All Notes", "the window keeps its title")
        // The menu now offers to bring it back.
        window.click(text: "View")
        host.step(frames: 10)
        #expect(window.texts.contains("Show Toolbar") && !window.texts.contains("Hide Toolbar"))
        window.press(.escape)
        host.step(frames: 10)
        // The chord the item shows brings it back.
        window.press(.character("t"), modifiers: [.control, .option])
        host.step(frames: 5)
        #expect(window.texts.contains("Compose"))
    }

    @Test func withoutToolbarCommandsTheViewMenuHasNoToolbarItem() {
        struct Plain: App {
            var body: some Scene {
                WindowGroup("Plain") { NavigationStack { Text("Body").toolbar { Button("Compose") {} } } }
                    .commands { CommandMenu("Tools") { Button("Run") {} } }
            }
        }
        let host = AppHost(Plain())
        #expect(!host.windows[0].texts.contains("View"))
    }
}
