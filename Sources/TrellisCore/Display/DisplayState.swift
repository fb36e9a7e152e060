/// What the display list builder remembers about one layout node between
/// frames, so that a node nothing changed in is copied, not walked.
///
/// Marks travel up: a node that changed sets `needsRebuild` on itself and
/// every ancestor, and `changesAll` on itself when every graphic it draws may
/// look different (it moved, or a colour, opacity, clip or effect that covers
/// its whole subtree changed). Positions are relative to the parent's own
/// graphics, so a clean subtree keeps them however far its parent moves in the list.
package struct DisplayState {
    /// Something in this node's subtree changed: its graphics are built again next time.
    package var needsRebuild = true
    /// Every graphic of the subtree may look different, so all of them count as changed.
    package var changesAll = true
    /// Where this node's graphics began within its parent's, when the parent last put them there.
    var offsetInParent = 0
    /// How many graphics this node's subtree drew last time.
    var count = 0
    /// The build in which the parent last put this node's graphics among its own.
    var placedInBuild = 0
    /// The last build that ran this node's `appendGraphics`; 0 before the first.
    var builtIn = 0
    /// The graphics this node drew itself, not through a child, as last built.
    var ownIDs: [GraphicID] = []
    /// The children whose graphics went into this node's, in paint order, as last built.
    var drawnChildren: [LayoutNode] = []
}
