import Testing
import Trellis
import TrellisTesting

/// `SidebarCommands`: "A built-in set of commands for manipulating window sidebars",
/// the View menu's item that shows or hides the key window's sidebar.
@MainActor
@Suite struct SidebarCommandsTests {
    struct LibraryApp: App {
        var body: some Scene {
            WindowGroup("Library") {
                NavigationSplitView {
                    List { Text("Inbox"); Text("Archive") }
                } detail: {
                    Text("Pick a mailbox")
                }
            }
            .commands { SidebarCommands() }
        }
    }

    @Test func theViewMenuItemHidesAndShowsTheSidebarOfTheKeyWindow() {
        let host = AppHost(LibraryApp())
        let window = host.windows[0]
        #expect(window.texts.contains("Inbox"))
        window.click(text: "View")
        host.step(frames: 10)
        #expect(window.texts.contains("Toggle Sidebar"))
        window.click(text: "Toggle Sidebar")
        host.step(frames: 10)
        #expect(!window.texts.contains("Inbox"), "the sidebar is hidden: \(window.texts)")
        #expect(window.texts.contains("Pick a mailbox"))
        // The chord the item shows brings it back.
        window.press(.character("s"), modifiers: [.control, .option])
        host.step(frames: 5)
        #expect(window.texts.contains("Inbox"))
    }

    @Test func aBoundVisibilityIsWhatTheItemWrites() {
        struct Bound: View {
            @State private var visibility = NavigationSplitViewVisibility.all
            var body: some View {
                NavigationSplitView(columnVisibility: $visibility) {
                    Text("Sidebar")
                } detail: {
                    Text(visibility == .detailOnly ? "detail only" : "both")
                }
            }
        }
        let host = ViewHost(Bound(), width: 700, height: 400)
        #expect(host.texts.contains("both"))
        host.press(.character("s"), modifiers: [.control, .option])
        #expect(host.texts.contains("detail only"))
        #expect(!host.texts.contains("Sidebar"))
    }

    @Test func withoutSidebarCommandsTheViewMenuHasNoSidebarItem() {
        struct Plain: App {
            var body: some Scene {
                WindowGroup("Plain") { Text("Body") }
                    .commands { CommandMenu("Tools") { Button("Run") {} } }
            }
        }
        let host = AppHost(Plain())
        let window = host.windows[0]
        // The View menu holds nothing, so the bar leaves it out.
        #expect(window.texts.contains("Tools"))
        #expect(!window.texts.contains("View"))
    }
}
