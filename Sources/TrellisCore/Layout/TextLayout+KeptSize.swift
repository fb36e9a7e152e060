/// A changed string that keeps the text's size is a change of pixels, not of
/// layout: "Value 41" becoming "Value 42" moves nothing around it.
///
/// The text measures its new string at once, in the context it was last
/// placed in, for every proposal the layout asked of it. When each answer is
/// the one given before, the enclosing nodes' sizes and places stand: the
/// text is placed again where it stands (its lines changed) and drawn again.
/// Only a display mark goes up, not a relayout that forgets every cached size
/// on the way to the root and measures the whole path again, nor a placement
/// that places every enclosing node again.
extension TextLayout {
    /// Marks a new run, other than in colour: as placement and paint when
    /// the text keeps its size, as layout otherwise.
    func stringDidChange() {
        forgetMetrics()
        // Out of the tree (a lazy list's row updated while it waits to be put
        // back), the parent it goes back to measures and places it anyway:
        // checking here would measure and place it twice.
        guard parent != nil, let context = placedContext, answersStayTheSame(in: context) else {
            // The metrics just measured are the new string's, in the measurer
            // layout will use, so the coming pass reads them rather than measuring again.
            contentDidChange()
            return
        }
        contentVersion &+= 1
        // Placed again for its lines, where it stands and with what it was
        // placed with: `forgetMetrics()` dropped the shape they were placed
        // for. A placement mark instead would go up to the root, and the
        // layout pass would come down again through every enclosing node,
        // for a change no enclosing node sees (1,000 levels cost 260,000
        // instructions). Should something else in this frame move the text,
        // its parent places it again as usual.
        needsPlacement = true
        place(in: frame, context: context)
        // Only its graphic's content changed, unless new line breaks marked it already.
        repaintContent()
    }
}
