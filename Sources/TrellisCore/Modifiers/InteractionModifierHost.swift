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

    override func wrapper(around child: LayoutNode) -> LayoutNode {
        let layout = GestureLayout()
        modifier.configure(layout.interaction!, node: node)
        layout.adopt(child)
        return layout
    }
}
