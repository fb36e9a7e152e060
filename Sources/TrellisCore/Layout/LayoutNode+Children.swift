/// How a node takes displayables in, beyond inserting them one at a time
/// (`insertChild(_:at:)`, which containers override).
extension LayoutNode {
    /// Makes this node `child`'s parent. A layout mark that stood for `child`
    /// went up its old path, so it is forgotten (`LayoutWorkEpoch`).
    package final func becomeParent(of child: LayoutNode) {
        child.parent = self
        child.layoutMarkEpoch = 0
        if child.cachedOwner != nil { joinOwner(of: child) }
    }

    /// Makes `newChildren` the displayables inside this node, in their order
    /// and in that very array: a node made with its children has them set at
    /// once rather than inserted one by one into a growing array.
    package final func adopt(_ newChildren: [LayoutNode]) {
        for old in children where !newChildren.contains(where: { $0 === old }) { old.parent = nil }
        for child in newChildren { becomeParent(of: child) }
        children = newChildren
    }

    /// Makes `child` the only displayable inside this node (for modifiers).
    package final func adopt(_ child: LayoutNode) {
        adopt([child])
    }
}
