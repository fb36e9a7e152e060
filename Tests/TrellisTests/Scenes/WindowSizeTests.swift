import Testing
import Trellis
import TrellisTesting

private struct FormApp: App {
    var body: some Scene {
        WindowGroup("Form") {
            VStack {
                Text("Name")
                Color.blue.frame(minWidth: 300, minHeight: 200)
            }
        }
    }
}

private struct FixedApp: App {
    var body: some Scene {
        WindowGroup("Fixed") { Color.red.frame(width: 200, height: 100) }
            .windowResizability(.contentSize)
    }
}

@MainActor @Suite struct WindowSizeTests {
    @Test func aWindowCannotShrinkBelowItsContent() {
        let host = AppHost(FormApp(), width: 500, height: 400)
        let window = host.windows[0]
        let minimum = try! #require(window.minimumSize)
        #expect(minimum.width == 300)
        #expect(minimum.height >= 200)
        window.resize(width: 100, height: 100)
        #expect(window.size.width == 300)
        #expect(window.size.height == minimum.height)
        #expect(window.maximumSize?.width == .infinity, "content min size leaves the window free to grow")
    }

    @Test func contentSizeResizabilityFixesTheWindowToItsContent() {
        let host = AppHost(FixedApp())
        let window = host.windows[0]
        #expect(window.minimumSize == Size(width: 200, height: 100))
        #expect(window.maximumSize == Size(width: 200, height: 100))
        window.resize(width: 600, height: 600)
        #expect(window.size == Size(width: 200, height: 100))
    }
}
