import Testing
import Trellis
import TrellisTesting

private struct NotesApp: App {
    var body: some Scene {
        WindowGroup("Notes") {
            Text("Notes")
        }
        .commands {
            CommandMenu("Note") {
                Button("New Note") {}
                    .keyboardShortcut("n", modifiers: .command)
                Button("Archive") {}
                    .keyboardShortcut("a", modifiers: [.command, .shift])
                Button("Pin") {}
            }
        }
    }
}

@MainActor @Suite struct MenuShortcutTests {
    // KeyboardShortcut: a command's shortcut shows beside it in its menu, as macOS draws ⌘N;
    // `.command` is Ctrl here (README, "Coming from SwiftUI on a Mac").
    @Test func anAppsCommandShowsItsShortcutAtTheTrailingEdgeOfItsItem() throws {
        let host = AppHost(NotesApp())
        let window = host.windows[0]
        window.click(text: "Note")
        host.step(frames: 10)
        let item = try #require(window.frame(ofText: "New Note"))
        let shortcut = try #require(window.frame(ofText: "Ctrl+N"))
        #expect(abs(shortcut.midY - item.midY) < 2 && shortcut.minX > item.maxX + 16, "\(item) \(shortcut)")
        let archive = try #require(window.frame(ofText: "Archive"))
        let both = try #require(window.frame(ofText: "Shift+Ctrl+A"))
        #expect(abs(both.midY - archive.midY) < 2)
        #expect(abs(both.maxX - shortcut.maxX) < 1, "shortcuts line up at the trailing edge")
        #expect(window.texts.contains("Pin"))
    }
}
