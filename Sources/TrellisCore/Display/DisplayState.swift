/// What the display list builder remembers about one layout node between
/// frames, so that a node nothing changed in is copied, not walked.
///
/// Marks travel up: a node that changed sets `needsRebuild` on itself and
/// every ancestor (each noting the child the mark came through), and
/// `changesAll` on itself when every graphic it draws may look different (it
/// moved, or a colour, opacity, clip or effect that covers its whole subtree
/// changed). `ownChanged` says the node's own drawing or child order changed.
/// Positions are relative to the parent's own graphics, so a clean subtree
/// keeps them however far its parent moves in the list.
package struct DisplayState {
    // Stored in this order, words before flags, so the six flags and the
    // epoch share one word rather than each padding one of its own: every
    // layout node holds one of these, and a long list holds a node per row.
    /// The children through which marks came since the last build, each once:
    /// when nothing of this node's own changed, only these are rebuilt. A
    /// child this node drew alone is not listed; it is the only way down.
    var markedChildren = MarkedChildren()
    /// The child of this node's parent marked after this one, in the parent's `markedChildren`.
    var nextMarked: LayoutNode?
    /// The `DisplayMarkEpoch` in which a mark last went up through this node.
    var markEpoch = 0
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
    /// How far the whole subtree moved since it was last built, when moving
    /// is all that happened to it (`LayoutNode+Moving`): its graphics are the
    /// last build's, shifted, rather than drawn again node by node.
    var movedBy: Size? {
        get { storedMove.value }
        set { storedMove.value = newValue }
    }
    // In 16 bytes: as a `Size?`, its flag took a word of every layout node,
    // and with the accessibility epoch now kept by the node
    // (`LayoutNode.accessibilityEpoch`) the flags below fit in the word it freed.
    private var storedMove = CompactOptionalSize(nil)
    /// Something in this node's subtree changed: its graphics are built again next time.
    package var needsRebuild = true
    /// Every graphic of the subtree may look different, so all of them count as changed.
    package var changesAll = true
    /// What this node draws itself, or the order of its children, changed: its
    /// `appendGraphics` must run again rather than only its marked children being rebuilt.
    package var ownChanged = true
    /// Whether this node is among its parent's `markedChildren`.
    var isInMarkedChildren = false
    /// Whether the node waits in its `PipelineOwner`'s queue for the next build.
    var isQueuedForRepaint = false
    /// Whether the node waits in its `PipelineOwner`'s queue for a size check at the next layout.
    var isQueuedForSizeCheck = false

    /// Whether the subtree only moved since it was last built, by `movedBy`.
    @inline(__always) var isOnlyMoved: Bool {
        !changesAll && !ownChanged && markedChildren.isEmpty
    }

    /// Whether the next build may go through this node to its marked children
    /// rather than draw it again: it was drawn before and nothing of its own
    /// changed. Until then its `markedChildren` are read; after a mark that
    /// makes it draw again whole, they never are.
    @inline(__always) var descendsThroughMarkedChildren: Bool {
        builtIn != 0 && !changesAll && !ownChanged
    }

    /// Whether `child` is the one child this node drew, as last built.
    @inline(__always) func drewOnly(_ child: LayoutNode) -> Bool {
        drawnChildren.count == 1 && drawnChildren[0] === child
    }

    /// Something else changed in a subtree that had only moved: it draws
    /// again whole, since its unmarked nodes were shifted, not placed.
    mutating func forgetMove() {
        guard movedBy != nil else { return }
        movedBy = nil
        changesAll = true
    }
}
