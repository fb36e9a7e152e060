/// The order a node's children are drawn in, and hit in reverse: by their
/// `zIndex`, and as they stand where that ties.
extension LayoutNode {
    /// The drawing order this displayable asks for among its siblings.
    package final var zIndex: Double {
        explicitZIndex ?? traitSource?.zIndex ?? 0
    }

    /// The children back to front: by `zIndex`, and in order where that ties.
    /// Worked out again only when the children or a `zIndex` change.
    package final var childrenInPaintOrder: [LayoutNode] {
        guard children.count > 1 else { return children }
        if !paintOrderIsKnown {
            paintOrderIsKnown = true
            sortedPaintOrder = nil
            // A loop: a main-actor closure given to `contains(where:)` checks the executor for each child.
            var anyRaised = false
            for child in children where child.zIndex != 0 {
                anyRaised = true
                break
            }
            if anyRaised {
                sortedPaintOrder = children.enumerated().sorted { lhs, rhs in
                    let a = lhs.element.zIndex, b = rhs.element.zIndex
                    return a != b ? a < b : lhs.offset < rhs.offset
                }.map(\.element)
            }
        }
        return sortedPaintOrder ?? children
    }
}
