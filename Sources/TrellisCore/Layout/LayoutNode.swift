/// One node of the layout tree: a displayable and, for containers and
/// modifiers, the displayables inside it.
///
/// Layout runs top-down. A parent asks ``sizeThatFits(_:in:)`` with a proposal,
/// the node answers with the size it chooses, and the parent then calls
/// ``place(in:context:)``. Answers are cached per proposal until the node or
/// something inside it changes.
@MainActor
@_spi(TrellisExtension) open class LayoutNode {
    /// The enclosing node in the layout tree.
    // Not `weak`: a weak reference gives every node a side table, which made
    // each retain and release of a node take the runtime's slow path and cost
    // an allocation per node (a tenth of replacing 10,000 rows). A node is in
    // its parent's `children` exactly while this is set: removal clears it,
    // and a parent clears its children's when it goes, so it never dangles.
    package internal(set) nonisolated(unsafe) unowned(unsafe) var parent: LayoutNode?
    /// The displayables inside this one, in order.
    package internal(set) var children: [LayoutNode] = [] {
        didSet {
            paintOrderIsKnown = false
            // Which children are drawn, and where among this node's graphics, is now another matter.
            display.ownChanged = true
        }
    }
    /// Where this node was last placed, in window coordinates.
    package internal(set) var frame: Rect = .zero
    /// The graphic this node draws, when it draws one.
    package let graphicID: GraphicID
    /// Bumped whenever what this node draws changes, so its texture is redrawn.
    package var contentVersion = 0

    /// Whether what this displayable draws hides what lies behind it from the
    /// pointer; the nearest enclosing view with a gesture still receives it.
    open var blocksHits: Bool { false }
    /// Whether a tap gesture on this displayable may live in its own
    /// `interaction` rather than in a `GestureLayout` around it: true only for
    /// layouts that never make an interaction of their own, so the tap is never
    /// written over (`InteractionModifierHost`).
    package var holdsTapsItself: Bool { false }
    /// Whether this node keeps nothing of its view's identity, so that it may
    /// show another element of a list (`IdentityFreeRows`); a text with a
    /// selection keeps one.
    package var keepsNoIdentity: Bool { true }

    /// The accessible object this displayable is, when it is one; nil lets its
    /// children stand for it (`AccessibilityTreeBuilder`). Asked only while an
    /// accessibility tree is built, never on the frame path.
    open func accessibilityElement() -> AccessibilityNode? { nil }

    /// The accessible objects this node's children made, as this node changes
    /// them: a modifier's overrides, a form row's label naming its control.
    /// Asked only while an accessibility tree is built; by default unchanged.
    open func accessibilityElements(adjusting inner: [AccessibilityNode]) -> [AccessibilityNode] { inner }
    /// Which of the objects it is given `accessibilityElements(adjusting:)`
    /// changes: those are built afresh for it, not taken from the kept tree.
    open var accessibilityAdjustment: AccessibilityAdjustment { .none }

    /// The node whose traits (layout priority, flexibility) this one passes on:
    /// single-child wrappers such as padding pass on their content's.
    package var traitSource: LayoutNode? { nil }

    // Kept for `childrenInPaintOrder` (in `LayoutNode+PaintOrder`).
    var paintOrderIsKnown = false
    /// Whether input passes through this displayable and everything inside it.
    package var ignoresHits = false
    /// Whether this node keeps its answers, passes proposals to its content,
    /// or works each answer out again (`AnswerKeeping`).
    final var answerKeeping = AnswerKeeping.kept
    /// The accessibility span (`PipelineOwner.accessibilityEpoch`) in which this
    /// node or something inside it last changed: a kept accessibility object
    /// built in an earlier span is built again (`AccessibilityTreeCache`).
    // Beside the flags, in the bytes they leave before the next word.
    final var accessibilityEpoch: UInt32 = 0
    /// What only some nodes keep: an interaction, a layout priority, a `zIndex`, a paint order (`LayoutNodeExtras`).
    final var extras: LayoutNodeExtras?

    /// The priority a stack gives this displayable.
    package final var layoutPriority: Double {
        explicitLayoutPriority ?? traitSource?.layoutPriority ?? 0
    }

    /// Whether this node's size never depends on its children's, whatever they
    /// answer: then a change inside it lays out nothing above it.
    package var sizeIgnoresChildren: Bool { false }

    /// Whether this node answers `proposal` (along `axis` alone, or whole
    /// when `nil`) the same whatever its children answer: a scroll view
    /// offered a length takes it. By default, when its size ignores them.
    package func answerIgnoresChildren(to proposal: ProposedSize, along axis: Axis?) -> Bool {
        sizeIgnoresChildren
    }

    /// Whether this node places its children relative to its own frame,
    /// keeps no other position, and draws only graphics that move with its
    /// frame, so that moving it moves everything it draws alike
    /// (`LayoutNode+Moving`). No by default.
    package var canBeMovedWithoutPlacing: Bool { false }

    /// Called when this node was moved by `delta` without being placed: for
    /// a node that remembers where it placed its children, so that placing
    /// it there again finds them where they are.
    package func didMoveWithoutPlacing(by delta: Size) {}

    /// Whether this node draws its children's graphics where it placed them,
    /// adding at most graphics of its own: no clip, transform or effect. A
    /// long stack inside a scroll view through such nodes alone may leave out
    /// the children far from the viewport (`StackCulling`).
    package var drawsChildrenWherePlaced: Bool { false }

    /// Whether this displayable is a spacer, which stacks never put spacing next to twice.
    package var isSpacer: Bool { traitSource?.isSpacer ?? false }

    /// The sizes and lengths this node answered since they were last forgotten.
    final var keptAnswers = KeptAnswers()
    package internal(set) var needsPlacement = true
    /// The `LayoutWorkEpoch` in which a layout mark starting here last went
    /// all the way up; while it is current, another finds nothing to do above.
    final var layoutMarkEpoch = 0

    /// What the display list builder keeps for this node between frames; see `DisplayListBuilder`.
    package final var display = DisplayState()
    /// The owner of this node's tree, once asked for (`LayoutNode+Owner`).
    /// Strong: a node may outlive its window and still be marked, and a weak
    /// reference would cost each mark and measuring a call into the runtime.
    final var cachedOwner: PipelineOwner?

    /// Makes a node with a fresh graphic id.
    package init() {
        graphicID = GraphicID.next()
    }

    // MARK: Measuring and placing

    /// Subclasses that can find a length without the whole size override this;
    /// by default it is `independentLength` when known, else the size's.
    /// Callers go through `length(along:for:in:)`.
    package func measureLength(along axis: Axis, for proposal: ProposedSize, in context: LayoutContext) -> Double {
        let offered = axis == .horizontal ? proposal.width : proposal.height
        if let known = independentLength(along: axis, offered: offered, in: context) { return known }
        let size = sizeThatFits(proposal, in: context)
        return axis == .horizontal ? size.width : size.height
    }

    /// The length along `axis` this node takes when offered `offered` along it,
    /// if it is the same whatever is offered along the other axis (including
    /// `nil` and infinity); `nil` when it may not be. It must equal the length
    /// of `sizeThatFits` for every such proposal.
    package func independentLength(along axis: Axis, offered: Double?, in context: LayoutContext) -> Double? {
        nil
    }

    /// Subclasses compute their size here; callers go through `sizeThatFits`.
    open func measure(_ proposal: ProposedSize, in context: LayoutContext) -> Size {
        Size.zero
    }

    /// Subclasses place their children here.
    open func placeChildren(in rect: Rect, context: LayoutContext) {}

    /// Called as `setNeedsLayout` passes: `child` is the displayable inside this
    /// one whose layout changed, or `nil` when this node itself changed. Lets a
    /// container that keeps more than sizes forget only what that child affects.
    package func layoutDidInvalidate(through child: LayoutNode?) {}

    /// Called as a display mark passes on its way to the root: something at or
    /// inside this node will draw differently on the next frame.
    package func displayDidInvalidate() {}

    /// Called as a placement request passes on its way up: `child` is the
    /// displayable inside this one that must be placed again, or `nil` when
    /// this node itself asked.
    package func placementDidInvalidate(through child: LayoutNode?) {}

    // MARK: Drawing

    /// Appends this node's graphics, then its children's, in paint order.
    ///
    /// A subclass that overrides this draws something of its own or changes
    /// its children's graphics, and must say how in `adjustment(forRebuilding:)`.
    open func appendGraphics(to list: inout DisplayList) {
        for child in childrenInPaintOrder {
            child.appendSubtree(to: &list)
        }
    }

    /// Appends only those of its graphics that changed since it last drew,
    /// in the order `appendGraphics` draws them, and returns `true`; or
    /// returns `false`, appending nothing, to be drawn whole.
    ///
    /// For a node with no children that draws many graphics, of which an edit
    /// changes a few (an editor's rows): the graphics it leaves out must be as
    /// it last drew them, and it may say `true` only when none comes or goes.
    /// The builder asks when it would draw the node again where it stands
    /// (`DisplayListBuilder+ChangedGraphics`); the default draws whole.
    open func appendChangedGraphics(to list: inout DisplayList) -> Bool { false }

    /// Whether this node changes the graphics its children draw (an opacity, a
    /// clip, an effect), as its `adjustment(forRebuilding:)` says; a node that
    /// cannot say is taken to.
    package var changesChildGraphics: Bool {
        guard let first = children.first else { return false }
        guard let adjustment = adjustment(forRebuilding: first) else { return true }
        return adjustment.modify != nil
    }

    /// Whether what this node draws itself follows its frame, so that being
    /// placed at another size or place draws it again. A lazy stack's own
    /// graphics follow its rows' slots instead, which it compares after
    /// placing them (`RowDecoration`): a list that grows below the fold
    /// changes size and draws nothing new.
    package var ownGraphicsFollowFrame: Bool { true }

    /// What this node does to the graphics `child` draws, so that a marked
    /// child can be rebuilt in place without running this node's
    /// `appendGraphics`; `nil` when only running it gives the right list (what
    /// the node draws itself depends on what is inside it, such as separators
    /// between rows). The default suits a node that draws its children as they
    /// are, and whose own graphics change only when the node itself is marked.
    open func adjustment(forRebuilding child: LayoutNode) -> ChildGraphicsAdjustment? {
        .unchanged
    }

    /// Called once marked children were rebuilt in place, instead of
    /// `appendGraphics`: for state that lasts until the node is next drawn.
    package func didRebuildChildrenInPlace() {}

    /// Whether a graphic drawn inside this node may be repainted where it
    /// stands in the kept list, its content alone replaced, with no mark
    /// going up through this node (`DisplayListBuilder+Repaint`). True of a
    /// node whose `adjustment(forRebuilding:)` is never `nil` and touches no
    /// content, animates nothing, and keeps nothing from a rebuild in place.
    /// A node that overrides either of those says `false` unless it meets all three.
    open var letsContentRepaintThrough: Bool { true }

    /// Whether this node repaints its one graphic's content in place, when it
    /// alone changed (`repaintContent()`): the builder then notes where it stands.
    package var repaintsContentInPlace: Bool { false }

    // MARK: Children

    /// Inserts a displayable at `offset`.
    open func insertChild(_ child: LayoutNode, at offset: Int) {
        becomeParent(of: child)
        // Building appends; `insert` goes through the general `replaceSubrange`.
        if offset == children.count { children.append(child) } else { children.insert(child, at: offset) }
        setNeedsLayout()
    }

    /// Removes the displayable at `offset`.
    package func removeChild(at offset: Int) {
        let child = children.remove(at: offset)
        child.parent = nil
        setNeedsLayout()
    }

    /// Moves a displayable, keeping it.
    package func moveChild(from source: Int, to destination: Int) {
        let child = children.remove(at: source)
        children.insert(child, at: destination)
        setNeedsLayout()
    }

    /// Whether inserting, removing and moving displayables only changes
    /// `children` and marks this node, so that many of them may be put in
    /// place in one pass instead (`ViewNode+EagerRows`).
    open var rearrangesChildrenPlainly: Bool { true }

    // Children can outlive their parent (a view node holds its own layout), so
    // they are told it is gone rather than keep a pointer to freed memory.
    deinit {
        for child in children { child.parent = nil }
        if let interaction = extras?.interaction, interaction.layout === self { interaction.layout = nil }
    }
}
