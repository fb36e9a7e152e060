@_spi(TrellisExtension) import TrellisCore

extension View {
    /// Opens a menu of `menuItems` at the pointer when this view is clicked
    /// with the secondary (right) button.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        modifier(ContextMenuModifier(items: menuItems()))
    }
}

/// Remembers where the context menu was opened, and presents it there.
struct ContextMenuModifier<Items: View>: ViewModifier {
    let items: Items
    @State private var openedAt: Point?

    func body(content: Content) -> some View {
        let opened = $openedAt, items = self.items
        return ModifiedContent(
            content: ModifiedContent(content: content, modifier: ContextClickModifier { point in opened.wrappedValue = point }),
            modifier: PresentationModifier(
                isPresented: openedAt != nil, identity: nil, setDismissed: { opened.wrappedValue = nil }, onDismiss: nil,
                style: .menu(beside: false), anchorPoint: openedAt, content: { MenuCard(content: items) }))
    }
}

/// Gives each displayable of its content a place a right-click opens a menu from.
struct ContextClickModifier: PrimitiveModifier {
    let open: @MainActor (Point) -> Void

    package func makeNode(_ node: ViewNode, content: some View) {
        node.role = .modifier(ClosureModifierHost { [open] child in
            let layout = ContextMenuLayout(open: open)
            layout.adopt(child)
            return layout
        })
        node.addChild(content)
    }

    package func updateNode(_ node: ViewNode, content: some View, old: Self) {
        if case .modifier(let host) = node.role {
            for case let layout as ContextMenuLayout in host.wrappers { layout.opener = open }
        }
        node.children[0].update(toValue: content)
    }
}
