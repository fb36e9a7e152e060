import Testing
import Trellis
import TrellisTesting

/// What the items of the menus below did.
@MainActor
private final class MenuLog {
    var opened = 0
    var recent = 0
    var reverted = 0
    var appeared = 0
    var color = "red"
    var autosaves = true
}

private struct FileMenu: View {
    let log: MenuLog

    var body: some View {
        VStack {
            Menu("File") {
                Button("Open") { log.opened += 1 }
                Divider()
                Menu("Recent") {
                    Button("Notes.txt") { log.recent += 1 }
                        .onAppear { log.appeared += 1 }
                }
                Button("Revert") { log.reverted += 1 }
                    .disabled(true)
                Toggle("Autosave", isOn: Binding(get: { log.autosaves }, set: { log.autosaves = $0 }))
            }
            Picker("Color", selection: Binding(get: { log.color }, set: { log.color = $0 })) {
                Text("Red").tag("red")
                Text("Green").tag("green")
            }
            .pickerStyle(.menu)
        }
    }
}

/// A closed menu's items as a reader finds them. GTK exposes a closed menu's
/// items, which a reader can list and activate without opening it:
/// `GtkComboBoxAccessible`'s one child is its popup menu (role menu) of menu
/// items; a `GtkMenuItem` with a submenu has the menu role and the submenu's
/// items as its children (`gtkmenuitemaccessible.c`); a `GtkPopoverMenu`'s
/// items of a choice are `GTK_ACCESSIBLE_ROLE_MENU_ITEM_RADIO`, which AT-SPI
/// calls "radio menu item", checked when chosen, and its toggles
/// `GTK_ACCESSIBLE_ROLE_MENU_ITEM_CHECKBOX`, a "check menu item".
@MainActor
@Suite struct ClosedMenuAccessibilityTests {
    private func host(_ log: MenuLog) -> ViewHost<FileMenu> {
        let host = ViewHost(FileMenu(log: log), width: 400, height: 300)
        host.step()
        return host
    }

    @Test func aClosedMenuHoldsItsItemsUnderItsButton() throws {
        let host = host(MenuLog())
        let file = try #require(host.accessibilityElement(role: .pushButton, name: "File"))
        #expect(file.children.map(\.role) == [.menu])
        let items = try #require(file.children.first).children
        #expect(items.map(\.role) == [.menuItem, .separator, .menu, .menuItem, .checkMenuItem])
        #expect(items.map(\.name) == ["Open", "", "Recent", "Revert", "Autosave"])
        #expect(items[0].actionNames == ["press"])
        #expect(items[0].states.contains(.enabled))
        // The disabled button is no enabled item, and refuses its action.
        #expect(!items[3].states.contains(.enabled) && !items[3].states.contains(.sensitive))
        // The nested menu is a menu holding its own items.
        #expect(items[2].children.map(\.role) == [.menuItem])
        #expect(items[2].children.map(\.name) == ["Notes.txt"])
        #expect(items[2].states.contains(.enabled))
        // None of it is on the screen: the items are neither drawn nor showing.
        #expect(!host.texts.contains("Open") && !host.texts.contains("Notes.txt"))
        #expect(items.allSatisfy { !$0.states.contains(.showing) })
        // A toggle is a check menu item, checked while on.
        #expect(items[4].states.isSuperset(of: [.checkable, .checked, .enabled]))
    }

    @Test func anItemsActionRunsAsChoosingItInTheOpenMenu() throws {
        let log = MenuLog()
        let host = host(log)
        let file = try #require(host.accessibilityElement(role: .pushButton, name: "File"))
        let items = try #require(file.children.first).children
        #expect(host.performAccessibilityAction("press", on: items[0]))
        #expect(host.performAccessibilityAction("press", on: try #require(items[2].children.first)))
        #expect(!host.performAccessibilityAction("press", on: items[3]))
        #expect(host.performAccessibilityAction("toggle", on: items[4]))
        host.step()
        #expect(log.opened == 1 && log.recent == 1 && log.reverted == 0 && !log.autosaves)
        // The menu stays closed, and a new tree still holds the items.
        #expect(!host.texts.contains("Open"))
        #expect(host.accessibilityElement(role: .menuItem, name: "Open") != nil)
    }

    @Test func aClosedMenuPickerHoldsItsOptionsAsRadioItems() throws {
        let log = MenuLog()
        let host = host(log)
        let picker = try #require(host.accessibilityElement(role: .comboBox, name: "Color"))
        #expect(picker.value == "Red")
        #expect(picker.children.map(\.role) == [.menu])
        let options = try #require(picker.children.first).children
        #expect(options.map(\.role) == [.radioMenuItem, .radioMenuItem])
        #expect(options.map(\.name) == ["Red", "Green"])
        #expect(options.allSatisfy { $0.states.contains(.checkable) })
        #expect(options.map { $0.states.contains(.checked) } == [true, false])
        #expect(host.performAccessibilityAction("press", on: options[1]))
        #expect(log.color == "green")
        host.step()
        let chosen = try #require(host.accessibilityElement(role: .comboBox, name: "Color"))
        #expect(chosen.value == "Green")
        #expect(chosen.children.first?.children.map { $0.states.contains(.checked) } == [false, true])
        #expect(!host.texts.contains("Red"))
    }

    // The items are built only while a tree is: they must not mark anything, nor appear.
    @Test func readingTheItemsLeavesTheWindowAtRestAndRunsNoAppearance() {
        let log = MenuLog()
        let host = host(log)
        host.step(frames: 2)
        #expect(host.isIdle)
        _ = host.accessibilityTree
        _ = host.accessibilityTree
        #expect(host.isIdle)
        host.step()
        #expect(host.stats.displayNodesVisited == 0)
        #expect(log.appeared == 0)
    }

    @Test func anOpenMenuHoldsItsItemsInItsCardNotUnderItsButton() throws {
        let host = host(MenuLog())
        host.click(text: "File")
        host.step()
        #expect(host.texts.contains("Open"))
        let file = try #require(host.accessibilityElement(role: .pushButton, name: "File"))
        #expect(file.children.isEmpty)
        // The card is a menu holding its items directly, whatever scrolls them.
        let tree = host.accessibilityTree
        let cards = tree.all(role: .menu).filter { $0.parent?.role != .comboBox && $0.actionNames.isEmpty }
        #expect(cards.map { $0.children.map(\.name) } == [["Open", "", "Recent", "Revert", "Autosave"]])
    }
}
