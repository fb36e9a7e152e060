import Testing
import Trellis
import TrellisTesting

@MainActor @Observable private final class Counter {
    var bumps = 0
    var resets = 0
}

private struct CounterApp: App {
    let counter: Counter
    init() { counter = Counter() }
    init(counter: Counter) { self.counter = counter }
    var body: some Scene {
        WindowGroup("Counter") { Text("Bumps \(counter.bumps)") }
            .commands {
                CommandMenu("Tally") {
                    Button("Bump") { counter.bumps += 1 }
                    Button("Reset") { counter.resets += 1 }
                }
            }
    }
}

/// The menu bar from the keyboard alone. F10 is the menu bar's key in GTK
/// (gtk-menu-bar-accel) and Windows apps; a Mac's is Ctrl+F2 ("Move focus to
/// the menu bar", Apple's keyboard shortcuts list). F10 does what a lone Alt
/// does, for keyboards and remote desktops where a lone Alt never arrives.
@MainActor @Suite struct MenuBarKeyboardTests {
    @Test func f10PutsTheKeyboardInTheBarAndDownOpensTheFirstMenu() {
        let host = AppHost(CounterApp(counter: Counter()))
        let window = host.windows[0]
        host.press(.function(10))
        host.press(.down)
        host.step(frames: 10)
        #expect(window.texts.contains("Quit"), "F10 then Down opens File: \(window.texts)")
        host.press(.escape)
        host.step(frames: 10)
        #expect(!window.texts.contains("Quit"))
    }

    @Test func f10AgainLeavesTheBar() {
        let host = AppHost(CounterApp(counter: Counter()))
        let window = host.windows[0]
        host.press(.function(10))
        host.press(.function(10))
        host.press(.down)
        host.step(frames: 10)
        #expect(!window.texts.contains("Quit"), "the second F10 left the bar, so Down opened nothing")
    }

    @Test func f10WithAModifierIsNotTheBarsKey() {
        let host = AppHost(CounterApp(counter: Counter()))
        host.press(.function(10), modifiers: .shift)
        host.press(.down)
        host.step(frames: 10)
        #expect(!host.windows[0].texts.contains("Quit"), "Shift+F10 is the context menu's key, not the bar's")
    }

    @Test func arrowsAndReturnChooseAnItem() {
        let counter = Counter()
        let host = AppHost(CounterApp(counter: counter))
        let window = host.windows[0]
        host.press(.function(10))
        host.press(.character("t"))
        host.step(frames: 10)
        #expect(window.texts.contains("Bump"), "T opens Tally: \(window.texts)")
        host.press(.down)
        host.press(.down)
        host.press(.enter)
        host.step(frames: 10)
        #expect(counter.resets == 1 && counter.bumps == 0, "Down, Down, Return chose the second item, Reset")
        #expect(!window.texts.contains("Bump"), "choosing closes the menu")
    }

}
