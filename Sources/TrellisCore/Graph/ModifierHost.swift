/// Wraps every displayable of a modifier's content in a layout node of its own.
///
/// A modifier applies to each displayable separately: `.border` on a group of
/// two texts gives two borders. The host keeps the wrappers in displayable order
/// so that removals and changes find theirs by offset.
@MainActor
final class ModifierHost {
    private(set) var wrappers: [LayoutNode] = []
    var makeWrapper: @MainActor (LayoutNode) -> LayoutNode

    init(makeWrapper: @escaping @MainActor (LayoutNode) -> LayoutNode) {
        self.makeWrapper = makeWrapper
    }

    func wrap(_ layout: LayoutNode, at offset: Int) -> LayoutNode {
        let wrapper = makeWrapper(layout)
        wrappers.insert(wrapper, at: offset)
        return wrapper
    }

    /// Called with each wrapper as it goes, for wrappers that own graph nodes.
    var onUnwrap: (@MainActor (LayoutNode) -> Void)?

    func unwrap(at offset: Int) {
        let wrapper = wrappers.remove(at: offset)
        onUnwrap?(wrapper)
    }

    func moveWrapper(from source: Int, to destination: Int) {
        let wrapper = wrappers.remove(at: source)
        wrappers.insert(wrapper, at: destination)
    }
}
