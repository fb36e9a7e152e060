@_spi(TrellisExtension) import TrellisCore

extension View {
    /// Gives the rows of a `List` or `Table` with selection a context menu of
    /// `menu`, built for the rows it acts on, as SwiftUI decides them: a
    /// right-click on a selected row acts on the whole selection, on another
    /// row on that row alone, and on empty space on no rows. `primaryAction`
    /// runs on the selection when a row is double-clicked or Return is pressed.
    public func contextMenu<I: Hashable, M: View>(forSelectionType itemType: I.Type = I.self,
                                                  @ViewBuilder menu: @escaping (Set<I>) -> M,
                                                  primaryAction: ((Set<I>) -> Void)? = nil) -> some View {
        modifier(SelectionContextMenuModifier(menu: menu, primaryAction: primaryAction))
    }
}

/// Remembers where the menu was opened and for which rows, and presents it there.
struct SelectionContextMenuModifier<I: Hashable, M: View>: ViewModifier {
    let menu: (Set<I>) -> M
    let primaryAction: ((Set<I>) -> Void)?
    @State private var openedAt: Point?
    @State private var items: Set<I> = []

    func body(content: Content) -> some View {
        let opened = $openedAt, chosen = $items, menu = self.menu
        let typed: @MainActor (Set<AnyHashable>) -> Set<I> = { tags in Set(tags.compactMap { $0.base as? I }) }
        let primary = primaryAction.map { action in { @MainActor (tags: Set<AnyHashable>) in action(typed(tags)) } }
        return ModifiedContent(
            content: ModifiedContent(content: content, modifier: SelectionClickModifier(
                open: { point, tags in
                    chosen.wrappedValue = typed(tags)
                    opened.wrappedValue = point
                },
                primaryAction: primary)),
            modifier: PresentationModifier(
                isPresented: openedAt != nil, identity: nil, setDismissed: { opened.wrappedValue = nil }, onDismiss: nil,
                style: .menu(beside: false), anchorPoint: openedAt, content: { MenuCard(content: menu(chosen.wrappedValue)) }))
    }
}

/// Wraps each displayable in a place a right-click opens the menu from, with
/// the rows of the list inside it that the click acts on.
struct SelectionClickModifier: PrimitiveModifier {
    let open: @MainActor (Point, Set<AnyHashable>) -> Void
    let primaryAction: (@MainActor (Set<AnyHashable>) -> Void)?

    private func configure(_ layout: SelectionMenuLayout) {
        let open = self.open
        layout.primaryAction = primaryAction
        layout.opener = { [unowned layout] point in open(point, layout.rowsActedOn(at: point)) }
    }

    package func makeNode(_ node: ViewNode, content: some View) {
        node.role = .modifier(ClosureModifierHost { child in
            let layout = SelectionMenuLayout(open: { _ in })
            self.configure(layout)
            layout.adopt(child)
            return layout
        })
        node.addChild(content)
    }

    package func updateNode(_ node: ViewNode, content: some View, old: Self) {
        if case .modifier(let host) = node.role {
            for case let layout as SelectionMenuLayout in host.wrappers { configure(layout) }
        }
        node.children[0].update(toValue: content)
    }
}

/// A context-menu place around a list (or a table's list) that knows its rows.
@MainActor
final class SelectionMenuLayout: ContextMenuLayout {
    var primaryAction: (@MainActor (Set<AnyHashable>) -> Void)?

    /// The first list inside, which a table builds only when it is laid out.
    private var list: ListLayout? {
        var pending: [LayoutNode] = [self]
        while !pending.isEmpty {
            let node = pending.removeFirst()
            if let list = node as? ListLayout { return list }
            pending.append(contentsOf: node.children)
        }
        return nil
    }

    /// SwiftUI's rule: the selection when the row is selected, else the row alone; no rows off them.
    func rowsActedOn(at point: Point) -> Set<AnyHashable> {
        guard let list, let row = list.row(at: point), let tag = list.tag(ofRow: row) else { return [] }
        return list.selection.contains(tag) ? list.selection : [tag]
    }

    override package func placeChildren(in rect: Rect, context: LayoutContext) {
        super.placeChildren(in: rect, context: context)
        // The list may have been built by this placement; hand it the primary action.
        list?.primaryAction = primaryAction
    }
}
