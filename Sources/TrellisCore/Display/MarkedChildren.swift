/// The children of one layout node through which display marks came since
/// the node was last built, each once, in the order they came.
///
/// Linked through the children's own `DisplayState` rather than kept in an
/// array: a mark from 1,000 levels down appended to an array at every level,
/// each append checking the array's uniqueness and each build clearing it,
/// about 200 instructions a level. A child is in at most one list, which its
/// `isInMarkedChildren` says; the links are strong, so a child that left its
/// parent while listed stays alive until the parent forgets its list.
@MainActor
struct MarkedChildren {
    /// The child marked first; each child's `nextMarked` leads to the next.
    private(set) var first: LayoutNode?
    /// The child marked last, which the chain from `first` keeps alive.
    private unowned(unsafe) var last: LayoutNode?

    /// Whether no mark came through a child.
    nonisolated var isEmpty: Bool { first == nil }

    /// The one child marks came through, when there is exactly one: the common
    /// case of one path down through many levels.
    var only: LayoutNode? {
        guard let first, first.display.nextMarked == nil else { return nil }
        return first
    }

    /// Adds `child`, which must not be in any list.
    mutating func append(_ child: LayoutNode) {
        assert(!child.display.isInMarkedChildren && child.display.nextMarked == nil, "a child is listed once")
        child.display.isInMarkedChildren = true
        if let last { last.display.nextMarked = child } else { first = child }
        last = child
    }

    /// Empties the list, so each child may be listed again.
    mutating func removeAll() {
        var next = first
        first = nil
        last = nil
        while let child = next {
            child.display.isInMarkedChildren = false
            next = child.display.nextMarked
            child.display.nextMarked = nil
        }
    }

    /// The children in the order they were marked.
    var all: [LayoutNode] {
        var children: [LayoutNode] = []
        var next = first
        while let child = next {
            children.append(child)
            next = child.display.nextMarked
        }
        return children
    }
}
