/// The host of a `WrappingModifier` (a frame, padding, a border): it keeps the
/// modifier and makes each wrapper from it, so an update only stores the new value.
final class WrappingModifierHost<Modifier: WrappingModifier>: ModifierHost {
    /// The modifier the content was last built or updated with.
    var modifier: Modifier

    init(_ modifier: Modifier) {
        self.modifier = modifier
        super.init()
    }

    override func wrapper(around child: LayoutNode) -> LayoutNode {
        let wrapper = modifier.makeWrapper()
        wrapper.adopt(child)
        return wrapper
    }
}
