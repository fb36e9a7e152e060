/// Carries a row's own background, which the list it is a row of lays out in
/// the row's whole slot (the row and the list's insets around it, edge to
/// edge) and draws behind the row's selection highlight, in place of the
/// list style's own background for that row (a stripe).
///
/// The background is a real view, built by a graph node of its own, but its
/// layout is kept out of `children`: the list, not this wrapper, draws it, so
/// that it lands beneath the highlight, and every walk down a row's single
/// chain of wrappers (insets, tags, hit areas) goes on to the content.
@MainActor
package final class ListRowBackgroundLayout: WrapperLayout {
    /// The background's views, laid out in the row's slot.
    package let background: ZStackLayout
    /// The graph node that builds the background, torn down with this layout.
    package let backgroundOwner: AnyObject
    /// How far the row's slot reaches past this wrapper's frame on each side,
    /// as the list last placed it; kept relative, so a row placed again where
    /// the list did not look (its content changed) takes its background along.
    private var slotOutsets = EdgeInsets()

    package init(content: LayoutNode, background: ZStackLayout, owner: AnyObject) {
        self.background = background
        self.backgroundOwner = owner
        super.init()
        adopt(content)
        becomeParent(of: background)
    }

    // The background points up at this wrapper without being one of its
    // children, which the base class tells of its going.
    deinit { background.parent = nil }

    /// Whether the row shows a background of its own: `nil` builds none, and
    /// keeps the list style's.
    package var hasBackground: Bool { !background.children.isEmpty }

    override package func placeChildren(in rect: Rect, context: LayoutContext) {
        children.first?.place(in: rect, context: context)
        let slot = Rect(x: rect.x - slotOutsets.leading, y: rect.y - slotOutsets.top,
                        width: rect.width + slotOutsets.horizontal, height: rect.height + slotOutsets.vertical)
        background.place(in: slot, context: context)
    }

    /// Lays the background out in `slot`, the row's slot in its list, once
    /// the list has placed the row.
    func placeBackground(in slot: Rect, context: LayoutContext) {
        slotOutsets = EdgeInsets(top: frame.y - slot.y, leading: frame.x - slot.x,
                                 bottom: slot.maxY - frame.maxY, trailing: slot.maxX - frame.maxX)
        background.place(in: slot, context: context)
    }
}

/// Gives each displayable of its content a background of its own as a list row.
struct ListRowBackgroundModifier<Background: View>: PrimitiveModifier {
    let background: Background?

    package func makeNode(_ node: ViewNode, content: some View) {
        node.role = .modifier(ListRowBackgroundHost(self, node: node))
        node.addChild(content)
    }

    package func updateNode(_ node: ViewNode, content: some View, old: Self) {
        if case .modifier(let host as ListRowBackgroundHost<Background>) = node.role {
            host.modifier = self
            // The background's own views decide what changed: a new colour
            // repaints it, a `nil` removes its views and the list redraws the stripe.
            node.updateAttachedSlots(to: background)
        }
        node.children[0].update(toValue: content)
    }
}

/// The host of a `ListRowBackgroundModifier`: each wrapper carries the
/// background, built by a node of its own hanging off the modifier's node.
final class ListRowBackgroundHost<Background: View>: ModifierHost {
    /// The modifier the content was last built or updated with.
    var modifier: ListRowBackgroundModifier<Background>
    /// The modifier's node, which the backgrounds' nodes hang off.
    unowned let node: ViewNode

    init(_ modifier: ListRowBackgroundModifier<Background>, node: ViewNode) {
        self.modifier = modifier
        self.node = node
        super.init()
    }

    override func wrapper(around child: LayoutNode) -> LayoutNode {
        // Centred, as a background is: a view smaller than the slot sits in its middle.
        let (slot, owner) = node.attachSlot(building: modifier.background, alignment: .center)
        return ListRowBackgroundLayout(content: child, background: slot, owner: owner)
    }

    override func willUnwrap(_ wrapper: LayoutNode) {
        node.detachSlot(ownedBy: (wrapper as? ListRowBackgroundLayout)?.backgroundOwner)
    }
}

extension View {
    /// Places `view` behind this row of a list, filling the row's whole slot
    /// (its insets included) beneath the selection highlight; `nil` keeps the
    /// list style's background, such as its alternating stripes.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        ModifiedContent(content: self, modifier: ListRowBackgroundModifier(background: view))
    }
}
