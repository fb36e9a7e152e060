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
        let (slot, owner) = node.attachSlot(building: modifier.decoration, alignment: modifier.alignment)
        return DecorationLayout(content: child, decoration: slot, placement: modifier.placement, owner: owner)
    }

    override func willUnwrap(_ wrapper: LayoutNode) {
        node.detachSlot(ownedBy: (wrapper as? DecorationLayout)?.decorationOwner)
    }
}
