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
    ///
    /// Where a mark starts, the node itself changed: it draws again, even if
    /// only its size did (what it draws of its own may follow its layout),
    /// unless the caller knows its own drawing stands (`ownDrawingChanged`).
    /// A mark that changes only which of the same graphics are drawn (a
    /// long stack's band), or that follows a scroll (`ScrollFollowing`), is
    /// no change to the content: an implicit animation above must not animate it.
    package final func markDisplayPath(ownDrawingChanged: Bool = true, contentChanged: Bool = true) {
        let owner = pipelineOwnerIfAny
        markAccessibilityPath(owner: owner)
        let contentChanged = contentChanged && owner?.scrollFollowing.isUnderWay != true
        if ownDrawingChanged { display.ownChanged = true }
        display.forgetMove()
        display.needsRebuild = true
        if contentChanged { displayDidInvalidate() }
        // A tree no owner counts spans in stops nowhere: no span proves its marks.
        let epoch = owner?.displayMarks.current ?? 0
        display.markEpoch = epoch
        var node = self
        while let parent = node.parent {
            // A parent that will draw again whole (new, or changed itself) never
            // reads the list: a subtree being built would make one per node.
            // Nor does one that drew only this node, the builder's only way
            // down (a padding, a frame, a wrapper): most levels of a deep path.
            if !node.display.isInMarkedChildren, parent.display.descendsThroughMarkedChildren,
               !parent.display.drewOnly(node) {
                parent.display.markedChildren.append(node)
            }
            // A mark that went up through the parent since the last build went
            // on to the root, so the rest of the path is marked: stopping here
            // keeps 1,000 nested levels, each placing its child, from walking
            // a million parents.
            let alreadyMarked = epoch != 0 && parent.display.markEpoch == epoch
            parent.display.forgetMove()
            parent.display.needsRebuild = true
            if contentChanged { parent.displayDidInvalidate() }
            parent.display.markEpoch = epoch
            if alreadyMarked { break }
            node = parent
        }
    }

    /// Clears the children noted by marks, once this node was built.
    final func forgetMarkedChildren() {
        guard !display.markedChildren.isEmpty else { return }
        display.markedChildren.removeAll()
    }

    /// Whether anything in this subtree was marked since the last build.
    package final var needsDisplay: Bool { display.needsRebuild }

    /// Appends this node's subtree: through the builder the list is for, which
    /// copies it when unmarked, or built afresh into a list made from scratch.
    package final func appendSubtree(to list: inout DisplayList) {
        if let builder = list.context.builder {
            builder.append(self, to: &list)
        } else {
            appendGraphics(to: &list)
        }
    }
}

/// Numbers the spans between one tree's display-list builds. A build clears
/// the marks it walks and leaves those on nodes it did not draw, so a mark
/// found on a node proves its path to the root marked only when it was made
/// in the current span. Kept by the tree's `PipelineOwner`: another window's
/// builds end none of this tree's spans.
package struct DisplayMarkEpoch {
    /// The current span; 0 is never current.
    package private(set) var current = 1

    /// Starts a new span: at the start and the end of every build, so marks
    /// made before it or during it never count as made after it.
    package mutating func advance() { current &+= 1 }
}
