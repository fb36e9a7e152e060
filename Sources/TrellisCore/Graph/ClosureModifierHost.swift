/// A modifier host that makes each wrapper with a closure: for modifiers
/// seldom carried by every row of a list (a context menu, a focus binding, a
/// matched geometry effect), which need no host type of their own.
///
/// The closure is kept here, not in `ModifierHost`: there it took 16 bytes of
/// every frame's, padding's and clip's host, which never call one.
@MainActor
package final class ClosureModifierHost: ModifierHost {
    /// Makes the wrapper for a displayable; an update may hand a new one.
    var makeWrapper: @MainActor (LayoutNode) -> LayoutNode

    /// A host that wraps each displayable with what `makeWrapper` makes.
    package init(makeWrapper: @escaping @MainActor (LayoutNode) -> LayoutNode) {
        self.makeWrapper = makeWrapper
        super.init()
    }

    override func wrapper(around child: LayoutNode) -> LayoutNode {
        makeWrapper(child)
    }
}
