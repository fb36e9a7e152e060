/// A changed string that keeps the text's size is a change of pixels, not of
/// layout: "Value 41" becoming "Value 42" moves nothing around it. The text
/// asks for a size check (`LayoutNode+SizeCheck`), which layout makes when it
/// starts, rather than a layout mark that would measure every enclosing node again.
extension TextLayout {
    /// Marks a new run, other than in colour: for a size check when the text
    /// was placed in a tree, as layout otherwise.
    func stringDidChange() {
        forgetMetrics()
        // Never placed, there are no answers to check; out of the tree (a lazy
        // list's row updated while it waits to be put back), the parent it goes
        // back to measures and places it anyway.
        guard parent != nil, wasPlaced else {
            contentDidChange()
            return
        }
        setNeedsSizeCheck()
    }
}
