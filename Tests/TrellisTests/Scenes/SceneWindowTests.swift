import Testing
import Trellis
import TrellisTesting

private struct CounterView: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Add") { count += 1 }
        }
    }
}

private struct CounterApp: App {
    var body: some Scene {
        WindowGroup("Counter") { CounterView() }
    }
}

private struct OpenerView: View {
    @Environment(\.openWindow) private var openWindow
    var body: some View {
        VStack {
            Button("Inspect") { openWindow(id: "inspector") }
            Button("Flood") { for _ in 0..<50 { openWindow(id: "page") } }
            Button("Item 7") { openWindow(value: 7) }
        }
    }
}

private struct InspectorView: View {
    @Environment(\.dismissWindow) private var dismissWindow
    @Environment(\.scenePhase) private var phase
    var body: some View {
        VStack {
            Text(phase == .active ? "Active" : phase == .inactive ? "Inactive" : "Background")
            Button("Done") { dismissWindow() }
        }
    }
}

private struct NotesApp: App {
    var body: some Scene {
        WindowGroup("Notes") { OpenerView() }
        Window("Inspector", id: "inspector") { InspectorView() }
            .defaultSize(width: 300, height: 200)
        WindowGroup("Page", id: "page") { Text("Page") }
        WindowGroup("Item", for: Int.self) { $item in Text("Item \(item ?? 0)") }
        // This test module has a class of its own named Settings.
        Trellis.Settings { Text("Preferences").frame(width: 240, height: 120) }
    }
}

@MainActor @Suite struct SceneWindowTests {
    @Test func ctrlNOpensAnotherWindowWithItsOwnState() {
        let host = AppHost(CounterApp())
        let first = try! #require(host.windows.first)
        first.click(text: "Add")
        first.click(text: "Add")
        host.press(.character("n"), modifiers: .control)
        #expect(host.windowTitles == ["Counter", "Counter"])
        #expect(host.windows[1].texts.contains("Count: 0"))
        #expect(first.texts.contains("Count: 2"))
        host.windows[1].click(text: "Add")
        #expect(host.windows[1].texts.contains("Count: 1"))
        #expect(first.texts.contains("Count: 2"))
    }

    @Test func openWindowOpensTheSingleWindowOnce() {
        let host = AppHost(NotesApp())
        #expect(host.windowTitles == ["Notes"])
        host.windows[0].click(text: "Inspect")
        #expect(host.windowTitles == ["Notes", "Inspector"])
        #expect(host.window(titled: "Inspector")?.texts.contains("Active") == true)
        #expect(host.window(titled: "Inspector")?.size == Size(width: 300, height: 200))
        host.windows[0].click(text: "Inspect")
        #expect(host.windowTitles == ["Notes", "Inspector"], "a Window opens once; asking again brings it forward")
    }

    @Test func dismissWindowClosesOnlyItsWindow() {
        let host = AppHost(NotesApp())
        host.windows[0].click(text: "Inspect")
        host.window(titled: "Inspector")?.click(text: "Done")
        #expect(host.windowTitles == ["Notes"])
        #expect(!host.hasQuit)
    }

    @Test func ctrlWClosesTheKeyWindowAndClosingTheLastQuits() {
        let host = AppHost(NotesApp())
        host.windows[0].click(text: "Inspect")
        #expect(host.keyWindow?.title == "Inspector")
        host.press(.character("w"), modifiers: .control)
        #expect(host.windowTitles == ["Notes"])
        #expect(host.keyWindow?.title == "Notes")
        host.windows[0].close()
        #expect(host.windowTitles.isEmpty)
        #expect(host.hasQuit)
    }

    @Test func ctrlQQuitsWithEveryWindowOpen() {
        let host = AppHost(NotesApp())
        host.windows[0].click(text: "Inspect")
        host.press(.character("q"), modifiers: .control)
        #expect(host.hasQuit)
        #expect(host.windowTitles.isEmpty)
    }

    @Test func ctrlCommaOpensSettingsSizedToItsContent() {
        let host = AppHost(NotesApp())
        #expect(!host.windowTitles.contains("Settings"), "settings never open at launch")
        host.press(.character(","), modifiers: .control)
        // Sized before its first frame: no frame is ever drawn at the default size.
        let opened = try! #require(host.window(titled: "Settings"))
        #expect(opened.size == Size(width: 240, height: 120), "before any frame: \(opened.size)")
        host.step()
        let settings = try! #require(host.window(titled: "Settings"))
        #expect(settings.texts == ["Preferences"])
        #expect(settings.size == Size(width: 240, height: 120))
        #expect(settings.maximumSize == Size(width: 240, height: 120))
    }

    @Test func scenePhaseFollowsFocusAndMinimising() {
        let host = AppHost(NotesApp())
        host.windows[0].click(text: "Inspect")
        let inspector = try! #require(host.window(titled: "Inspector"))
        #expect(inspector.texts.first == "Active")
        host.windows[0].focus()
        #expect(inspector.texts.first == "Inactive")
        #expect(host.windows[0].scenePhase == .active)
        inspector.minimise()
        #expect(inspector.texts.first == "Background")
        inspector.minimise(false)
        inspector.focus()
        #expect(inspector.texts.first == "Active")
    }

    @Test func fiftyWindowsAtOnceStopAtTheLimitWithAWarning() {
        let host = AppHost(NotesApp())
        host.windows[0].click(text: "Flood")
        #expect(host.windows.count == 32)
        #expect(Diagnostics.warnings.contains { $0.contains("windows are open already") })
    }

    @Test func aGroupForValuesOpensOneWindowPerValue() {
        let host = AppHost(NotesApp())
        host.windows[0].click(text: "Item 7")
        #expect(host.windowTitles == ["Notes", "Item"])
        #expect(host.window(titled: "Item")?.texts == ["Item 7"])
        host.windows[0].click(text: "Item 7")
        #expect(host.windowTitles == ["Notes", "Item"])
    }
}
