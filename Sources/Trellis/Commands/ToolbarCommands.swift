@_spi(TrellisExtension) import TrellisCore

/// The View menu's toolbar item, as `.commands { ToolbarCommands() }` adds it on
/// a Mac: "Hide Toolbar" hides the key window's toolbar and "Show Toolbar"
/// brings it back (Ctrl+Alt+T, where macOS has ⌥⌘T).
public struct ToolbarCommands: Commands, PrimitiveCommands {
    /// The toolbar commands.
    public init() {}

    /// Primitive: Trellis places the item.
    public var body: Never { fatalError("ToolbarCommands has no body") }

    func collect(into list: inout [CommandContribution]) {
        list.append(.standard(.toolbar))
    }
}

/// View ▸ Hide Toolbar or Show Toolbar, titled by what choosing it does to the
/// window's bar when the menu opens; dimmed in a window without a toolbar.
struct ToolbarMenuItem: View {
    let state: MenuBarState
    let toggle: @MainActor () -> Void

    var body: some View {
        Button(action: toggle) {
            MenuItemLabel(title: state.toolbarShown == false ? "Show Toolbar" : "Hide Toolbar", shortcut: "Ctrl+Alt+T")
        }
        .disabled(state.toolbarShown == nil)
    }
}
