import Testing
import Trellis
import TrellisTesting

@MainActor @Observable private final class Tally {
    var count = 0
    var documents = 0
}

private struct ToolsApp: App {
    let tally: Tally
    init() { tally = Tally() }
    init(tally: Tally) { self.tally = tally }

    var body: some Scene {
        WindowGroup("Tools") {
            VStack {
                Text("Tally \(tally.count)")
                FieldView()
            }
        }
        .commands {
            CommandMenu("Tally") {
                Button("Bump") { tally.count += 1 }
                    .keyboardShortcut("b")
                Button("Reset") { tally.count = 0 }
            }
            CommandGroup(replacing: .newItem) {
                Button("New Document") { tally.documents += 1 }
            }
        }
    }
}

private struct FieldView: View {
    @State private var text = "hello"
    var body: some View { TextField("First", text: $text) }
}

@MainActor @Suite struct MenuBarTests {
    @Test func theBarShowsTheStandardMenusAroundTheAppsOwn() {
        let host = AppHost(ToolsApp())
        let texts = host.windows[0].texts
        for title in ["File", "Edit", "Tally", "Window", "Help"] {
            #expect(texts.contains(title), "\(title) missing from \(texts)")
        }
        let file = try! #require(host.windows[0].frame(ofText: "File"))
        let tally = try! #require(host.windows[0].frame(ofText: "Tally"))
        #expect(file.minY < 30 && file.minX < tally.minX, "the bar is at the top, File first")
    }

    @Test func clickingAMenuOpensItAndChoosingRunsTheItem() {
        let tally = Tally()
        let host = AppHost(ToolsApp(tally: tally))
        let window = host.windows[0]
        #expect(!window.texts.contains("Bump"))
        window.click(text: "Tally")
        host.step(frames: 10)
        #expect(window.texts.contains("Bump"))
        window.click(text: "Bump")
        host.step(frames: 10)
        #expect(tally.count == 1)
        #expect(window.texts.contains("Tally 1"))
        #expect(!window.texts.contains("Reset"), "choosing an item closes the menu")
    }

    @Test func aShortcutRunsWithoutOpeningTheMenu() {
        let tally = Tally()
        let host = AppHost(ToolsApp(tally: tally))
        host.press(.character("b"), modifiers: .control)
        host.step()
        #expect(tally.count == 1)
        #expect(!host.windows[0].texts.contains("Bump"))
    }

    @Test func replacingNewItemTakesCtrlNAndTheFileMenuEntry() {
        let tally = Tally()
        let host = AppHost(ToolsApp(tally: tally))
        host.press(.character("n"), modifiers: .control)
        #expect(host.windows.count == 1)
        let window = host.windows[0]
        window.click(text: "File")
        host.step(frames: 10)
        #expect(window.texts.contains("New Document"))
        #expect(!window.texts.contains("New Window"))
        #expect(window.texts.contains("Quit"))
    }

    @Test func altThenArrowsAndDownOpenTheNextMenu() {
        let host = AppHost(ToolsApp())
        let window = host.windows[0]
        host.pressAlt()
        host.press(.right)
        host.press(.down)
        host.step(frames: 10)
        #expect(window.texts.contains("Select All"), "Edit opened: \(window.texts)")
        host.press(.right)
        host.step(frames: 10)
        #expect(window.texts.contains("Reset"), "Right opened the next menu, Tally (View has no items): \(window.texts)")
        #expect(!window.texts.contains("Select All"))
        host.press(.escape)
        host.step(frames: 10)
        #expect(!window.texts.contains("Reset"))
    }

    @Test func altWithALetterOpensItsMenu() {
        let host = AppHost(ToolsApp())
        host.press(.character("h"), modifiers: .option)
        host.step(frames: 10)
        #expect(host.windows[0].texts.contains("About Tools"))
    }

    @Test func editMenuItemsReachTheFocusedField() {
        let host = AppHost(ToolsApp())
        let window = host.windows[0]
        window.click(text: "hello")
        window.click(text: "Edit")
        host.step(frames: 10)
        window.click(text: "Select All")
        host.step(frames: 10)
        window.click(text: "Edit")
        host.step(frames: 10)
        window.click(text: "Cut")
        host.step(frames: 10)
        #expect(!window.texts.contains("hello"), "Cut emptied the field: \(window.texts)")
        window.click(text: "Edit")
        host.step(frames: 10)
        window.click(text: "Paste")
        host.step(frames: 10)
        #expect(window.texts.contains("hello"))
    }
}
