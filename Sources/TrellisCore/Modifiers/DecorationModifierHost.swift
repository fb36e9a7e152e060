/// The host of a `DecorationModifier` (a background, an overlay): each wrapper
/// puts the decoration, built by a node of its own hanging off the modifier's
/// node into the wrapper itself, behind or in front of one displayable.
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
        // The wrapper is the decoration's container: no slot between them.
        let layout = DecorationLayout(content: child, placement: modifier.placement, alignment: modifier.alignment)
        node.attachSlot(building: modifier.decoration, into: layout)
        return layout
    }

    override func willUnwrap(_ wrapper: LayoutNode) {
        // Found by its container: the layout keeps no reference to it, which
        // would make a cycle with the owner's role.
        node.detachSlot(of: wrapper)
    }
}
