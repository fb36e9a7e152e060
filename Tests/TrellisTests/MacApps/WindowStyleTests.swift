import Testing
import Trellis
import TrellisTesting

private struct PlainApp: App {
    var body: some Scene {
        WindowGroup("Plain") { Text("Body") }
    }
}

private struct HiddenBarApp: App {
    var body: some Scene {
        WindowGroup("Hidden") { Text("Body") }
            .windowStyle(.hiddenTitleBar)
    }
}

private struct TitleBarApp: App {
    var body: some Scene {
        WindowGroup("Titled") { Text("Body") }
            .windowStyle(.titleBar)
        Window("Other", id: "other") { Text("Other") }
            .windowStyle(.automatic)
    }
}

// Apple: HiddenTitleBarWindowStyle is "a window style which hides both the window's title and the
// backing of the titlebar area, allowing more space for the view's content".
@MainActor
@Suite struct WindowStyleTests {
    @Test func aHiddenTitleBarAsksTheDesktopForAWindowWithoutDecorations() {
        let host = AppHost(HiddenBarApp())
        #expect(host.windows[0].isTitleBarHidden)
        host.press(.character("n"), modifiers: .control)
        #expect(host.windows.count == 2)
        #expect(host.windows[1].isTitleBarHidden, "every window of the scene")
    }

    @Test func titleBarAndAutomaticKeepTheTitleBar() {
        #expect(!AppHost(PlainApp()).windows[0].isTitleBarHidden)
        #expect(!AppHost(TitleBarApp()).windows[0].isTitleBarHidden)
    }

    @Test func theStylesAreSwiftUIs() {
        func takesAStyle<S: WindowStyle>(_ style: S) -> S { style }
        _ = takesAStyle(.hiddenTitleBar) as HiddenTitleBarWindowStyle
        _ = takesAStyle(.titleBar) as TitleBarWindowStyle
        _ = takesAStyle(.automatic) as DefaultWindowStyle
    }
}
