/// What the display list builder remembers of a layout node it drew: where
/// its graphics went and which of its children drew them.
///
/// Kept out of line (`DisplayState.drawn`) and made the first time a build
/// writes one of these: most nodes of a long list are never drawn, as only
/// the rows on screen are, and this record was 72 bytes of every one of them.
struct DrawnRecord {
    /// The build in which the parent last put this node's graphics among its own.
    var placedInBuild = 0
    /// The last build that ran this node's `appendGraphics`; 0 before the first.
    var builtIn = 0
    // Positions and counts in a list of graphics are 32-bit, two to a word:
    // a frame draws far fewer than two billion graphics.
    /// This node's position among the children its parent drew, in paint order, as last built.
    @Stored32 var paintIndex = 0
    /// Where this node's graphics began within its parent's, when the parent last put them there.
    @Stored32 var offsetInParent = 0
    /// How many graphics this node's subtree drew last time.
    @Stored32 var count = 0
    /// Where this node's one graphic stood in the list its tree's builder last
    /// built, when no enclosing node keeps a repaint from going there alone; -1 when unknown.
    @Stored32 var repaintIndex = -1
    /// The children whose graphics went into this node's, in paint order, as last built.
    var drawnChildren: [LayoutNode] = []
    /// The graphics this node drew itself, not through a child, as last built.
    var ownIDs = GraphicIDList()
    /// How far the whole subtree moved since it was last built (`DisplayState.movedBy`).
    var storedMove = CompactOptionalSize(nil)

    /// Back to a record of a node never drawn, kept for the node's next build
    /// rather than freed and made again: a lazy list's parked row is drawn
    /// again as soon as it shows another element.
    mutating func forget() {
        // The defaults stay those of the declarations; only the children's room is kept.
        var children = drawnChildren
        drawnChildren = []
        children.removeAll(keepingCapacity: true)
        self = DrawnRecord()
        drawnChildren = children
    }
}
