extension LayoutNode {
    /// Marks every graphic this node draws, and its subtree draws, as changed,
    /// and the path to the root as needing a rebuild; layout is left alone.
    package final func setNeedsDisplay() {
        display.changesAll = true
        markDisplayPath()
    }

    /// Marks this node and its ancestors to be built again on the next frame,
    /// each ancestor noting the child the mark came through, so that the
    /// builder can go down to this node without visiting its siblings.
    package final func markDisplayPath() {
        // Where a mark starts, the node itself changed: it draws again, even if
        // only its size did (what it draws of its own may follow its layout).
        display.ownChanged = true
        display.needsRebuild = true
        displayDidInvalidate()
        var node = self
        while let parent = node.parent {
            if !node.display.isInMarkedChildren {
                node.display.isInMarkedChildren = true
                parent.display.markedChildren.append(node)
            }
            parent.display.needsRebuild = true
            parent.displayDidInvalidate()
            node = parent
        }
    }

    /// Clears the children noted by marks, once this node was built.
    final func forgetMarkedChildren() {
        guard !display.markedChildren.isEmpty else { return }
        for child in display.markedChildren { child.display.isInMarkedChildren = false }
        display.markedChildren.removeAll()
    }

    /// Whether anything in this subtree was marked since the last build.
    package final var needsDisplay: Bool { display.needsRebuild }

    /// Appends this node's subtree: through the active builder, which copies
    /// it when unmarked, or built afresh when no builder runs.
    package final func appendSubtree(to list: inout DisplayList) {
        if let builder = DisplayListBuilder.active {
            builder.append(self, to: &list)
        } else {
            appendGraphics(to: &list)
        }
    }
}
