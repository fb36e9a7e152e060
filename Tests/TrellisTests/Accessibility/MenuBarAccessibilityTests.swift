import Testing
import Trellis
import TrellisTesting

@MainActor @Observable private final class Tally {
    var bumps = 0
}

private struct TallyApp: App {
    let tally: Tally
    init() { tally = Tally() }
    init(tally: Tally) { self.tally = tally }
    var body: some Scene {
        WindowGroup("Tally") { Text("Bumps \(tally.bumps)") }
            .commands {
                CommandMenu("Tally") {
                    Button("Bump") { tally.bumps += 1 }
                    Button("Reset") { tally.bumps = 0 }
                }
            }
    }
}

/// The in-window menu bar as a reader finds it. GTK's `GtkMenuBar` is a
/// "menu bar" (`ATK_ROLE_MENU_BAR`) whose children are its titles, each a
/// "menu" (`GtkMenuItemAccessible` with a submenu has the menu role and the
/// submenu's items as children, whether the submenu is open or not); its
/// click action opens the menu. On a Mac, VoiceOver finds the same in the
/// menu bar (VO-M): each menu bar item holds the menu's items.
@MainActor @Suite struct MenuBarAccessibilityTests {
    @Test func theBarIsAMenuBarOfMenusHoldingTheirItems() throws {
        let host = AppHost(TallyApp(tally: Tally()))
        host.step()
        let window = host.windows[0]
        let bar = try #require(window.accessibilityElement(role: .menuBar))
        #expect(bar.children.allSatisfy { $0.role == .menu })
        #expect(bar.children.map(\.name).contains("Tally"))
        #expect(bar.children.first?.name == "File")
        let tally = try #require(bar.children.first { $0.name == "Tally" })
        #expect(tally.children.map(\.role) == [.menuItem, .menuItem])
        #expect(tally.children.map(\.name) == ["Bump", "Reset"])
        #expect(tally.states.isSuperset(of: [.enabled, .sensitive, .collapsed]))
        #expect(tally.actionNames == ["press"])
        // The bar is no Tab stop, and its items are not on the screen while closed.
        #expect(!bar.children.contains { $0.states.contains(.focusable) })
        #expect(tally.children.allSatisfy { !$0.states.contains(.showing) })
        #expect(window.accessibilityAudit().isEmpty, "\(window.accessibilityAudit())")
    }

    @Test func aClosedMenusItemRunsItsCommand() throws {
        let tally = Tally()
        let host = AppHost(TallyApp(tally: tally))
        host.step()
        let window = host.windows[0]
        let bump = try #require(window.accessibilityElement(role: .menuItem, name: "Bump"))
        #expect(window.performAccessibilityAction("press", on: bump))
        host.step()
        #expect(tally.bumps == 1)
        #expect(window.texts.contains("Bumps 1"))
        #expect(!window.texts.contains("Reset"), "the menu stayed closed")
    }

    @Test func pressingATitleOpensItsMenuExpanded() throws {
        let host = AppHost(TallyApp(tally: Tally()))
        host.step()
        let window = host.windows[0]
        let title = try #require(window.accessibilityElement(role: .menu, name: "Tally"))
        #expect(window.performAccessibilityAction("press", on: title))
        host.step(frames: 10)
        #expect(window.texts.contains("Reset"))
        let open = try #require(window.accessibilityElement(role: .menu, name: "Tally"))
        #expect(open.states.contains(.expanded))
        // Open, the items are in the menu's card on the screen, not under the title.
        #expect(open.children.isEmpty)
        let reset = try #require(window.accessibilityElement(role: .menuItem, name: "Reset"))
        #expect(reset.states.contains(.showing))
    }
}
