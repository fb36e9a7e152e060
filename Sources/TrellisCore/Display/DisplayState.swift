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
package struct DisplayState: ~Copyable {
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
    /// What a build wrote about where this node's graphics went; nil until
    /// the first build draws the node, which a row off screen never is.
    // A pointer this state owns, and frees as it goes (so the state cannot
    // be copied), not a class: every read of a class's field through an
    // optional retained and released it, which cost a filter keystroke 1%
    // more instructions.
    private var drawn: UnsafeMutablePointer<DrawnRecord>?

    /// The record, made on the first write.
    private var record: UnsafeMutablePointer<DrawnRecord> {
        @inline(__always) mutating get { drawn ?? madeRecord() }
    }

    /// Whether a build has written where this node's graphics went.
    var isRecorded: Bool { drawn != nil }

    // Out of line: the accessors below are inlined where they are used, and
    // only a node's first build takes this path.
    @inline(never)
    private mutating func madeRecord() -> UnsafeMutablePointer<DrawnRecord> {
        let made = UnsafeMutablePointer<DrawnRecord>.allocate(capacity: 1)
        made.initialize(to: DrawnRecord())
        drawn = made
        return made
    }

    deinit {
        guard let drawn else { return }
        drawn.deinitialize(count: 1)
        drawn.deallocate()
    }

    // Each of these reads its default while the node was never drawn, and
    // writing the default to a node never drawn makes no record.
    /// The build in which the parent last put this node's graphics among its own.
    var placedInBuild: Int {
        @inline(__always) get { drawn?.pointee.placedInBuild ?? 0 }
        @inline(__always) set { if drawn != nil || newValue != 0 { record.pointee.placedInBuild = newValue } }
    }
    /// The last build that ran this node's `appendGraphics`; 0 before the first.
    var builtIn: Int {
        @inline(__always) get { drawn?.pointee.builtIn ?? 0 }
        @inline(__always) set { if drawn != nil || newValue != 0 { record.pointee.builtIn = newValue } }
    }
    /// This node's position among the children its parent drew, in paint order, as last built.
    var paintIndex: Int {
        @inline(__always) get { drawn?.pointee.paintIndex ?? 0 }
        @inline(__always) set { if drawn != nil || newValue != 0 { record.pointee.paintIndex = newValue } }
    }
    /// Where this node's graphics began within its parent's, when the parent last put them there.
    var offsetInParent: Int {
        @inline(__always) get { drawn?.pointee.offsetInParent ?? 0 }
        @inline(__always) set { if drawn != nil || newValue != 0 { record.pointee.offsetInParent = newValue } }
    }
    /// How many graphics this node's subtree drew last time.
    var count: Int {
        @inline(__always) get { drawn?.pointee.count ?? 0 }
        @inline(__always) set { if drawn != nil || newValue != 0 { record.pointee.count = newValue } }
    }
    /// Where this node's one graphic stood in the list its tree's builder last
    /// built, when no enclosing node keeps a repaint from going there alone; -1 when unknown.
    var repaintIndex: Int {
        @inline(__always) get { drawn?.pointee.repaintIndex ?? -1 }
        @inline(__always) set { if drawn != nil || newValue != -1 { record.pointee.repaintIndex = newValue } }
    }
    /// The children whose graphics went into this node's, in paint order, as last built.
    var drawnChildren: [LayoutNode] {
        @inline(__always) get { drawn?.pointee.drawnChildren ?? [] }
        @inline(__always) set { if drawn != nil || !newValue.isEmpty { record.pointee.drawnChildren = newValue } }
    }
    /// The graphics this node drew itself, not through a child, as last built.
    var ownIDs: GraphicIDList {
        @inline(__always) get { drawn?.pointee.ownIDs ?? GraphicIDList() }
        @inline(__always) set { if drawn != nil || !newValue.isEmpty { record.pointee.ownIDs = newValue } }
    }
    /// How far the whole subtree moved since it was last built, when moving
    /// is all that happened to it (`LayoutNode+Moving`): its graphics are the
    /// last build's, shifted, rather than drawn again node by node.
    var movedBy: Size? {
        @inline(__always) get { drawn?.pointee.storedMove.value }
        @inline(__always) set { if drawn != nil || newValue != nil { record.pointee.storedMove.value = newValue } }
    }
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
        // Read in the record: through `drawnChildren` the array was copied out twice on every mark.
        guard let drawn else { return false }
        return drawn.pointee.drawnChildren.count == 1 && drawn.pointee.drawnChildren[0] === child
    }

    /// Back to the state of a node never drawn, keeping the record, if any, to be written again.
    mutating func forgetAll() {
        let kept = drawn
        drawn = nil
        self = DisplayState()
        kept?.pointee.forget()
        drawn = kept
    }

    /// Something else changed in a subtree that had only moved: it draws
    /// again whole, since its unmarked nodes were shifted, not placed.
    mutating func forgetMove() {
        guard movedBy != nil else { return }
        movedBy = nil
        changesAll = true
    }
}
