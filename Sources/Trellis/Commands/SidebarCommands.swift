@_spi(TrellisExtension) import TrellisCore

/// The View menu's sidebar item, as `.commands { SidebarCommands() }` adds it on
/// a Mac: "Toggle Sidebar" shows or hides the key window's split view sidebar
/// (Ctrl+Alt+S, where macOS has ⌃⌘S).
public struct SidebarCommands: Commands, PrimitiveCommands {
    /// The sidebar commands.
    public init() {}

    /// Primitive: Trellis places the item.
    public var body: Never { fatalError("SidebarCommands has no body") }

    func collect(into list: inout [CommandContribution]) {
        list.append(.standard(.sidebar))
    }
}
