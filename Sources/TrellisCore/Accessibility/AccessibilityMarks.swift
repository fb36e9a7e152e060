/// The marks that keep a window's accessibility tree current: the same marks
/// that make a node draw again (`markDisplayPath`, `repaintContent`) note the
/// accessibility span on the node and every enclosing one, so the next tree
/// builds again only what changed (`AccessibilityTreeCache`). Changes that draw
/// nothing but change what a reader hears (focus, a control's handlers, a
/// closed menu's items) mark the same way.
extension LayoutNode {
    /// Notes that what this node makes for a reader may have changed, here and
    /// up to the first enclosing node noted in the same span. A window whose
    /// tree was never asked for keeps nothing that could go stale: there a mark
    /// stops at once, so with no reader it costs one comparison.
    package final func markAccessibilityPath(owner: PipelineOwner?) {
        if let owner, !owner.keepsAccessibilityTree { return }
        // A tree no owner keeps is built afresh when it joins one; `.max` is stale for every build.
        let epoch = owner?.accessibilityEpoch ?? .max
        var node: LayoutNode? = self
        while let current = node, current.accessibilityEpoch != epoch {
            current.accessibilityEpoch = epoch
            node = current.parent
        }
    }

    /// Marks this node's accessibility for a change that draws nothing.
    package final func markAccessibilityPath() {
        markAccessibilityPath(owner: pipelineOwnerIfAny)
    }

    /// Marks every node inside this one too: for a change to the objects
    /// its descendants make that none of them knows of (the reader's focus
    /// sent inside it), so the next tree makes them anew.
    package final func markAccessibilitySubtree() {
        let owner = pipelineOwnerIfAny
        func mark(_ node: LayoutNode) {
            node.accessibilityEpoch = owner?.accessibilityEpoch ?? .max
            for child in node.children { mark(child) }
        }
        for child in children { mark(child) }
        markAccessibilityPath(owner: owner)
    }
}
