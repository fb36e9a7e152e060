/// The marks a layout node makes when something about it changed: a size
/// (`setNeedsLayout`), a place (`setNeedsPlacement`) or only pixels
/// (`paintDidChange`). Each goes up the tree as far as it must; the hooks the
/// marks call on their way (`layoutDidInvalidate(through:)` and the rest) stay
/// on the class, where containers override them.
extension LayoutNode {
    /// Forgets cached sizes here and in every enclosing node; this node draws
    /// again unless the caller knows its own drawing stands (`ownDrawingChanged`).
    package final func setNeedsLayout(ownDrawingChanged: Bool = true) {
        let owner = self.pipelineOwner
        markDisplayPath(ownDrawingChanged: ownDrawingChanged)
        // Nothing was measured or placed since the last mark from here went
        // up: every node above is still forgotten and waiting to be placed,
        // and each has heard of the child this path comes through.
        let epoch = owner.layoutWork.current
        if layoutMarkEpoch == epoch { return }
        // Noted only when the walk itself measured and placed nothing (no
        // hook on the way did), so the whole path is as the walk left it.
        defer { if owner.layoutWork.current == epoch { layoutMarkEpoch = epoch } }
        var node: LayoutNode? = self
        var through: LayoutNode?
        while let current = node {
            // A relayout boundary, as Flutter calls it: a node whose size its
            // content cannot change keeps its answers, and nothing above it is
            // measured again; its content is only placed again. A scroll view
            // is one for as long as it was only offered lengths: a row that
            // changed inside a list lays out nothing around the list.
            if through != nil, current.keptAnswersIgnoreChildren {
                // Its own drawing follows only its size, which stands; the
                // mark from below already redraws what changed inside it.
                current.setNeedsChildPlacement(ownDrawingChanged: false)
                return
            }
            current.forgetCachedSizes()
            current.needsPlacement = true
            current.layoutDidInvalidate(through: through)
            through = current
            node = current.parent
        }
    }

    /// Forgets cached sizes here and in the enclosing nodes below `ancestor`,
    /// without telling `ancestor` or anything above it: for a container that,
    /// while measuring, changes something its descendants read from it.
    package final func forgetSizes(below ancestor: LayoutNode) {
        var node: LayoutNode? = self
        var through: LayoutNode?
        while let current = node, current !== ancestor {
            current.forgetCachedSizes()
            current.needsPlacement = true
            current.placementDidInvalidate(through: through)
            through = current
            node = current.parent
        }
    }

    /// Asks for this node to be placed again, without measuring anything again:
    /// for changes that move content but keep every size, such as scrolling.
    package final func setNeedsPlacement() {
        // As `setNeedsDisplay`, whose path mark the call below makes.
        display.changesAll = true
        setNeedsChildPlacement()
    }

    /// Marks this node's children to be placed again, without counting all
    /// it draws as changed: for a container losing a child, whose pixels are
    /// repainted as gone, while the children that stay mark themselves if
    /// placing them moves them.
    package final func setNeedsChildPlacement(ownDrawingChanged: Bool = true) {
        markDisplayPath(ownDrawingChanged: ownDrawingChanged)
        needsPlacement = true
        placementDidInvalidate(through: nil)
        var node = self
        // Each parent hears which child asked, even one already to be placed,
        // so a container can place just that child again.
        while let parent = node.parent {
            parent.placementDidInvalidate(through: node)
            if parent.needsPlacement { break }
            parent.needsPlacement = true
            node = parent
        }
    }

    /// Marks the drawn content as changed, and the layout with it.
    package final func contentDidChange() {
        contentVersion &+= 1
        setNeedsDisplay()
        setNeedsLayout()
    }

    /// Marks the drawn content as changed without touching layout: for a
    /// colour, an opacity or anything else that keeps every size and place.
    package final func paintDidChange() {
        contentVersion &+= 1
        setNeedsDisplay()
    }

    /// Marks what this node draws as changed in content alone, for a node that
    /// draws one graphic and keeps its frame (a new fill colour, a string of
    /// the same size): the graphic is repainted where it stands when the
    /// builder can (`repaintContent()`), without marking the path to the root.
    package final func ownPaintDidChange() {
        contentVersion &+= 1
        repaintContent()
    }
}
