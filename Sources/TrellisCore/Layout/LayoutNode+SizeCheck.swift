/// A relayout boundary found when layout starts, as Flutter's: a node whose
/// content changed but whose size did not stops the layout mark.
///
/// A node whose content may keep its size ("Value 41" becoming "Value 42")
/// asks for a size check rather than a layout mark. The mark only queues it in
/// its `PipelineOwner`; when layout starts, the node is measured again, in the
/// layout's context, for every proposal the layout asked of it. When each
/// answer is the one given before, the enclosing nodes' sizes and places stand:
/// the node is placed again where it stands and drawn again. Only its own
/// subtree is placed, not the path to the root, which a layout mark forgets
/// and measures again (1,000 levels cost 260,000 instructions). Otherwise the
/// check makes the layout mark the change would have made.
extension LayoutNode {
    /// Asks for this node's size to be checked when layout starts, or now when
    /// a layout pass is under way (a lazy row updated as it is placed).
    package final func setNeedsSizeCheck() {
        // The content changed now, whatever the check finds: the view that
        // changed it records its edit from this.
        contentVersion &+= 1
        let owner = pipelineOwner
        if let context = owner.layoutContext {
            checkSizeStands(in: context)
        } else {
            owner.queueSizeCheck(of: self)
        }
    }

    /// Places this node again where it stands and repaints it when it still
    /// answers as before in `context`; marks it for layout otherwise.
    final func checkSizeStands(in context: LayoutContext) {
        // Out of the tree (a lazy list's row updated while it waits to be put
        // back), the parent it goes back to measures and places it anyway.
        guard parent != nil, answersStayTheSame(in: context) else {
            // What was just measured is the new content's, in the measurer
            // layout uses, so the coming pass reads it rather than measuring again.
            setNeedsDisplay()
            setNeedsLayout()
            return
        }
        // Placed with the frame it had: the content's own shape (a text's
        // lines) is placed again. Should something else in this frame move
        // the node, its parent places it again as usual.
        needsPlacement = true
        place(in: frame, context: context)
        // Only its graphic's content changed, unless the placement marked more already.
        repaintContent()
    }
}
