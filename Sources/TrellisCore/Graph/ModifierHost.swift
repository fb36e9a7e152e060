/// Wraps every displayable of a modifier's content in a layout node of its own.
///
/// A modifier applies to each displayable separately: `.border` on a group of
/// two texts gives two borders. The host keeps the wrappers in displayable order
/// so that removals and changes find theirs by offset.
///
/// Modifiers that every row of a list may carry (frames, padding, taps,
/// backgrounds) have hosts of their own type that keep the modifier and make
/// wrappers from it (`WrappingModifierHost`, `InteractionModifierHost`,
/// `DecorationModifierHost`): a closure capturing the modifier was one more
/// allocation per modifier, made again on every update. The rest hand a
/// closure (`ClosureModifierHost`), which the others do not carry.
@MainActor
package class ModifierHost {
    /// Most content is one displayable, so the first wrapper is kept inline.
    package private(set) var wrappers = InlineFirstList<LayoutNode>()

    /// A host whose subclass makes its wrappers.
    init() {}

    /// A new wrapper around `child`, which each subclass makes.
    func wrapper(around child: LayoutNode) -> LayoutNode {
        preconditionFailure("\(type(of: self)) makes no wrappers")
    }

    /// Whether the wrappers keep nothing of the node's identity; hosts whose
    /// wrappers may (an interaction in a gesture) say so.
    var keepsNoIdentity: Bool { true }

    /// Called with each wrapper as it goes, for wrappers that own graph nodes.
    func willUnwrap(_ wrapper: LayoutNode) {}

    func wrap(_ layout: LayoutNode, at offset: Int) -> LayoutNode {
        let wrapper = wrapper(around: layout)
        wrappers.insert(wrapper, at: offset)
        return wrapper
    }

    func unwrap(at offset: Int) {
        willUnwrap(wrappers.remove(at: offset))
    }

    func moveWrapper(from source: Int, to destination: Int) {
        let wrapper = wrappers.remove(at: source)
        wrappers.insert(wrapper, at: destination)
    }
}
