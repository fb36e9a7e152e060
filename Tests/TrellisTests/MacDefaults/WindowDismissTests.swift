import Testing
import Trellis
import TrellisTesting

private struct DoneButton: View {
    let title: String
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text(title)
            Button("Done") { dismiss() }
        }
        .frame(width: 260, height: 140)
    }
}

@MainActor @Observable private final class Stamps {
    var count = 0
}

private struct Opener: View {
    let stamps: Stamps
    @Environment(\.openWindow) private var openWindow

    var body: some View {
        VStack {
            Button("Show Info") { openWindow(id: "info") }
            Text("Stamps \(stamps.count)")
            DoneButton(title: "Main")
        }
    }
}

private struct JournalApp: App {
    let stamps = Stamps()

    var body: some Scene {
        WindowGroup("Journal") { Opener(stamps: stamps) }
            .commands {
                CommandMenu("Entry") {
                    Button("Stamp") { stamps.count += 1 }
                        .keyboardShortcut("t")
                }
            }
        Window("Info", id: "info") { DoneButton(title: "Info pane") }
        // This test module has a class of its own named Settings.
        Trellis.Settings { DoneButton(title: "Preferences pane") }
    }
}

/// Windows close as a Mac's do: `dismiss()` closes the window it is in, and secondary windows have no menus of their own.
@MainActor
@Suite struct WindowDismissTests {
    // Apple, DismissAction: "Close a window that you create with WindowGroup or Window"
    // (and a Settings window, which macOS presents as a window).
    @Test func dismissInsideSettingsClosesTheSettingsWindow() throws {
        let host = AppHost(JournalApp())
        host.press(.character(","), modifiers: .control)
        host.step()
        let settings = try #require(host.windows.first { $0.texts.contains("Preferences pane") }, "\(host.windowTitles)")
        settings.click(text: "Done")
        host.step()
        #expect(!settings.isOpen)
        #expect(host.windows.count == 1, "\(host.windowTitles)")
        #expect(!host.hasQuit)
    }

    // Apple, DismissAction: dismiss() closes a window created with Window; the others stay.
    @Test func dismissInsideAWindowClosesOnlyThatWindow() throws {
        let host = AppHost(JournalApp())
        host.windows[0].click(text: "Show Info")
        host.step()
        let info = try #require(host.window(titled: "Info"), "\(host.windowTitles)")
        info.click(text: "Done")
        host.step()
        #expect(!info.isOpen)
        #expect(host.windowTitles == ["Journal"], "\(host.windowTitles)")
    }

    // Apple, DismissAction: in the app's last WindowGroup window, dismiss() closes it, and the app ends with it here.
    @Test func dismissInTheLastWindowClosesItAndEndsTheApp() {
        let host = AppHost(JournalApp())
        host.windows[0].click(text: "Done")
        #expect(host.windows.isEmpty)
        #expect(host.hasQuit)
    }

    // Apple HIG, The menu bar: a Mac app has one menu bar, at the top of the screen; a settings or info
    // window has no menus of its own.
    @Test func secondaryWindowsHaveNoMenuBar() throws {
        let host = AppHost(JournalApp())
        #expect(host.windows[0].texts.contains("Entry"), "\(host.windows[0].texts)")
        host.press(.character(","), modifiers: .control)
        host.step()
        let settings = try #require(host.windows.first { $0.texts.contains("Preferences pane") })
        for menu in ["File", "Edit", "Entry", "Help"] {
            #expect(!settings.texts.contains(menu), "\(menu) in \(settings.texts)")
        }
        #expect(settings.frame(ofText: "Preferences pane").map { $0.minY < 60 } == true)
    }

    // Apple, keyboardShortcut(_:modifiers:): a menu command's shortcut works whichever window of the app is key.
    @Test func theAppsShortcutsWorkInASettingsWindow() throws {
        let host = AppHost(JournalApp())
        host.press(.character(","), modifiers: .control)
        host.step()
        let settings = try #require(host.windows.first { $0.texts.contains("Preferences pane") })
        settings.press(.character("t"), modifiers: .control)
        host.step()
        #expect(host.window(titled: "Journal")?.texts.contains("Stamps 1") == true)
    }

    // Apple, NSApplication.terminate: Quit ends the app; here within the frame the key arrives in.
    // (Already so before this change: a guard, measured also on real windows in the closing note.)
    @Test func ctrlQEndsTheAppWithinOneFrame() {
        let host = AppHost(JournalApp())
        host.windows[0].click(text: "Show Info")
        host.step()
        host.press(.character("q"), modifiers: .control)
        #expect(host.hasQuit)
        #expect(host.windows.isEmpty)
    }
}
