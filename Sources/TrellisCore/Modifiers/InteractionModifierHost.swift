/// The host of an `InteractionModifier` (a tap, a hover, a drag): it keeps the
/// modifier, whose handlers the next wrapper's interaction gets.
final class InteractionModifierHost: ModifierHost {
    /// The modifier the content was last built or updated with.
    var modifier: InteractionModifier
    /// The modifier's node, whose environment says whether the handlers are enabled.
    unowned let node: ViewNode

    init(_ modifier: InteractionModifier, node: ViewNode) {
        self.modifier = modifier
        self.node = node
        super.init()
    }

    /// Taps keep nothing between presses but the press in progress; hovers,
    /// drags, focus and keys keep what the pointer or keyboard did to this identity.
    override var keepsNoIdentity: Bool {
        for wrapper in wrappers where wrapper.interaction?.takesOnlyTaps == false { return false }
        return true
    }

    /// A tap on a layout that makes no interaction of its own (a frame, a
    /// stack, an image) goes in that layout: a `GestureLayout` around it drew
    /// nothing a tap's interaction needs, and cost a layout node per tappable
    /// row of a list. Anything else, or a second gesture on the same content,
    /// gets a `GestureLayout`.
    override func wrapper(around child: LayoutNode) -> LayoutNode {
        if modifier.isTap, child.holdsTapsItself, child.interaction == nil {
            let interaction = Interaction()
            modifier.configure(interaction, node: node)
            child.interaction = interaction
            return child
        }
        let layout = GestureLayout()
        modifier.configure(layout.interaction!, node: node)
        layout.adopt(child)
        return layout
    }

    /// A tap kept in its content's layout leaves with the modifier, not with the layout.
    override func willUnwrap(_ wrapper: LayoutNode) {
        if !(wrapper is GestureLayout) { wrapper.interaction = nil }
    }
}
