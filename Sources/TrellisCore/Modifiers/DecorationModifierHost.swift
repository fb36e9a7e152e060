/// The host of a `DecorationModifier` (a background, an overlay): each wrapper
/// puts the decoration, built by a node of its own hanging off the modifier's
/// node, behind or in front of one displayable.
final class DecorationModifierHost<Decoration: View>: ModifierHost {
    /// The modifier the content was last built or updated with.
    var modifier: DecorationModifier<Decoration>
    /// The modifier's node, which the decorations' nodes hang off.
    unowned let node: ViewNode

    init(_ modifier: DecorationModifier<Decoration>, node: ViewNode) {
        self.modifier = modifier
        self.node = node
        super.init()
    }

    override func wrapper(around child: LayoutNode) -> LayoutNode {
        let slot = ZStackLayout(alignment: modifier.alignment)
        let owner = ViewNode(view: EmptyView(), parent: node, graph: node.graph, environment: node.childEnvironment)
        owner.role = .container(slot)
        owner.addChild(modifier.decoration)
        owner.isMounted = true
        node.attachedNodes.append(owner)
        return DecorationLayout(content: child, decoration: slot, placement: modifier.placement, owner: owner)
    }

    override func willUnwrap(_ wrapper: LayoutNode) {
        guard let owner = (wrapper as? DecorationLayout)?.decorationOwner as? ViewNode else { return }
        node.attachedNodes.removeAll { $0 === owner }
        owner.tearDown()
    }
}
