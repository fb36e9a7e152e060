@_spi(TrellisExtension) import TrellisCore

/// A menu of its own in the menu bar, placed after View and before Window:
/// `CommandMenu("View") { Button("Zoom In") { … }.keyboardShortcut("+") }`.
public struct CommandMenu<Content: View>: Commands, PrimitiveCommands {
    let title: String
    let content: Content

    /// A menu titled `title` holding the buttons, dividers and submenus `content` builds.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        self.content = content()
    }

    /// Primitive: Trellis draws the menu.
    public var body: Never { fatalError("CommandMenu has no body") }

    func collect(into list: inout [CommandContribution]) {
        list.append(.menu(title: title, content: AnyView(content)))
    }
}
