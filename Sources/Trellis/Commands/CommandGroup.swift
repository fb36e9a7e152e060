@_spi(TrellisExtension) import TrellisCore

/// Menu items placed before, after or instead of one of the standard groups:
/// `CommandGroup(replacing: .newItem) { Button("New Document") { … } }`.
public struct CommandGroup<Content: View>: Commands, PrimitiveCommands {
    let placement: CommandGroupPlacement
    let position: CommandGroupPosition
    let content: Content

    /// Items shown just before the group at `group`.
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = group
        position = .before
        content = addition()
    }

    /// Items shown just after the group at `group`.
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = group
        position = .after
        content = addition()
    }

    /// Items shown instead of the group at `group`; an empty `content` removes it.
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = group
        position = .replacing
        content = addition()
    }

    /// Primitive: Trellis places the items.
    public var body: Never { fatalError("CommandGroup has no body") }

    func collect(into list: inout [CommandContribution]) {
        list.append(.group(placement, position, AnyView(content)))
    }
}
