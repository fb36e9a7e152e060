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

    func makeNode(_ node: ViewNode, content: some View) {
        node.role = .modifier(ModifierHost { [open] child in
            let layout = ContextMenuLayout(open: open)
            layout.adopt(child)
            return layout
        })
        node.addChild(content)
    }

    func updateNode(_ node: ViewNode, content: some View, old: Self) {
        if case .modifier(let host) = node.role {
            for case let layout as ContextMenuLayout in host.wrappers { layout.opener = open }
        }
        node.children[0].update(toValue: content)
    }
}

/// A displayable that opens a context menu when right-clicked.
@MainActor
package class ContextMenuLayout: WrapperLayout {
    /// Opens the menu at a point in window coordinates.
    package var opener: @MainActor (Point) -> Void

    init(open: @escaping @MainActor (Point) -> Void) {
        opener = open
    }

    /// Opens the menu at `point`.
    package func open(at point: Point) {
        opener(point)
    }

    /// The innermost displayable with a context menu under `point`, within clips.
    package static func innermost(at point: Point, in node: LayoutNode) -> ContextMenuLayout? {
        InnermostLayout.find(ContextMenuLayout.self, at: point, in: node)
    }
}

/// Finding the innermost displayable of a kind under the pointer.
@MainActor
enum InnermostLayout {
    static func find<Kind: LayoutNode>(_ kind: Kind.Type, at point: Point, in node: LayoutNode) -> Kind? {
        if node.ignoresHits { return nil }
        if node is ClipLayout || node is ScrollLayout, !node.frame.contains(point) { return nil }
        for child in node.childrenInPaintOrder.reversed() {
            if let found = find(kind, at: point, in: child) { return found }
        }
        if let list = node as? ListLayout, let match = list.rowChain(at: point).last(where: { $0 is Kind }) as? Kind {
            return match
        }
        if let match = node as? Kind, node.frame.contains(point) { return match }
        return nil
    }
}
