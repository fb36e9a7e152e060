/// The per-window owner of a frame's work, as Flutter's `PipelineOwner`: the
/// phase under way, and the dirty sets each phase flushes: views needing a
/// body (the bodies phase, shallowest first), nodes whose size may have
/// changed (the start of layout) and nodes waiting to be repainted (the
/// display build). Marks only add to these sets; the phase that owns the work does it.
///
/// Every node of a tree reaches the same owner (`LayoutNode+Owner`), and the
/// marks and layout work count in it, so two windows laid out and built in
/// turn never read or change each other's spans, flags or queues.
@MainActor
package final class PipelineOwner {
    /// The phase of the frame under way; `FrameDriver` sets it as it goes.
    package private(set) var phase = FramePhase.idle
    /// Who watches this window's frames, told of each phase and each edit.
    private(set) var observers: [any FrameObserver] = []
    /// The observers that watch the work inside phases (`FrameObserver.watchesWork`),
    /// `nil` while there are none: every body, layout pass and rasterisation
    /// checks it, and a nil check is all tracing costs while it is off.
    package private(set) var workObservers: [any FrameObserver]?
    /// Views whose body must run again; the bodies phase takes them shallowest first.
    var viewsNeedingBody: [ViewNode] = []
    /// Nodes whose content changed and that may keep their size, to be checked
    /// when layout starts (`LayoutNode+SizeCheck`).
    private(set) var nodesNeedingSizeCheck: [LayoutNode] = []
    /// The context of the layout pass under way, `nil` between passes: a node
    /// whose size may change during a pass (a lazy row updated as it is placed)
    /// is checked at once, as the pass cannot come back for it.
    private(set) var layoutContext: LayoutContext?
    /// The spans between this tree's display-list builds (`DisplayMarkEpoch`).
    package internal(set) var displayMarks = DisplayMarkEpoch()
    /// The span of accessibility builds under way: a mark notes it on the nodes
    /// it passes; a build of the tree starts the next (`AccessibilityTreeCache`).
    package internal(set) var accessibilityEpoch: UInt32 = 1
    /// Whether a tree was built for this window, so its objects are kept: each
    /// build starts a new span, and the first span lasts until the first build.
    package var keepsAccessibilityTree: Bool { accessibilityEpoch > 1 }
    /// The accessibility objects kept from the last build, while a reader asks for them.
    package internal(set) lazy var accessibilityCache = AccessibilityTreeCache()
    /// The spans without layout work in this tree (`LayoutWorkEpoch`).
    package internal(set) var layoutWork = LayoutWorkEpoch()
    /// Whether the marks and placements under way in this tree only follow a scroll offset.
    package internal(set) var scrollFollowing = ScrollFollowing()
    /// Nodes whose one graphic's content changed, to be repainted in place at
    /// the next build (`DisplayListBuilder+Repaint`): the builder takes them when it runs.
    private(set) var pendingRepaints: [LayoutNode] = []
    /// The animation a write of this frame gave the layouts its view hands its
    /// parent, when the frame's writes disagree (`WriteTransactions`): set as
    /// the bodies phase ends, read by the display build for those layouts'
    /// graphics and everything drawn inside them. Empty in nearly every frame.
    /// The layout is held so that no new node can take its identifier meanwhile.
    package internal(set) var writeAnimations: [ObjectIdentifier: (layout: LayoutNode, animation: Animation)] = [:]

    /// Makes an owner with nothing marked, no layout work and no repaint waiting.
    package init() {}

    /// Starts the phase `phase`, telling the observers.
    func enter(_ phase: FramePhase) {
        let previous = self.phase
        self.phase = phase
        for observer in observers { observer.frameDidEnter(phase, from: previous) }
    }

    /// Tells the observers of an edit an update made.
    func noteEdit(_ edit: DisplayEdit) {
        for observer in observers { observer.graphDidEdit(edit) }
    }

    /// Starts telling `observer` of this window's phases and edits.
    package func addObserver(_ observer: any FrameObserver) {
        guard !observers.contains(where: { $0 === observer }) else { return }
        observers.append(observer)
        if observer.watchesWork { workObservers = (workObservers ?? []) + [observer] }
    }

    /// Stops telling `observer`.
    package func removeObserver(_ observer: any FrameObserver) {
        observers.removeAll { $0 === observer }
        workObservers?.removeAll { $0 === observer }
        if workObservers?.isEmpty == true { workObservers = nil }
    }

    /// Whether nodes wait to have their size checked by the next layout.
    package var hasPendingSizeChecks: Bool { !nodesNeedingSizeCheck.isEmpty }

    /// Queues `node` to have its size checked when layout next starts.
    func queueSizeCheck(of node: LayoutNode) {
        guard !node.display.isQueuedForSizeCheck else { return }
        node.display.isQueuedForSizeCheck = true
        nodesNeedingSizeCheck.append(node)
    }

    /// Runs one layout pass in `context`: the queued size checks first, then `pass`.
    func layOut(in context: LayoutContext, _ pass: () -> Void) {
        let outer = layoutContext
        layoutContext = context
        defer { layoutContext = outer }
        flushSizeChecks(in: context)
        pass()
    }

    /// Checks the size of every queued node, in the order they were queued,
    /// leaving the queue empty. Each check measures only its own node and places
    /// only its own subtree, so no check changes what another finds: the order
    /// does not matter, and sorting by depth would only cost.
    private func flushSizeChecks(in context: LayoutContext) {
        guard !nodesNeedingSizeCheck.isEmpty else { return }
        var queued: [LayoutNode] = []
        swap(&queued, &nodesNeedingSizeCheck)
        for node in queued {
            node.display.isQueuedForSizeCheck = false
            node.checkSizeStands(in: context)
        }
        // The queue's storage is kept: 1,000 labels change every frame.
        queued.removeAll(keepingCapacity: true)
        if nodesNeedingSizeCheck.isEmpty { nodesNeedingSizeCheck = queued }
    }

    /// Whether nodes wait to be repainted at the next build.
    package var hasPendingRepaints: Bool { !pendingRepaints.isEmpty }

    /// Queues `node` to have its graphic repainted at the next build.
    func queueRepaint(of node: LayoutNode) {
        guard !node.display.isQueuedForRepaint else { return }
        node.display.isQueuedForRepaint = true
        pendingRepaints.append(node)
    }

    /// The queued nodes, in the order they were queued, leaving the queue empty.
    func takePendingRepaints() -> [LayoutNode] {
        var queued: [LayoutNode] = []
        swap(&queued, &pendingRepaints)
        for node in queued { node.display.isQueuedForRepaint = false }
        return queued
    }

    /// Gives the empty queue `emptied`'s storage: 1,000 labels repainted every
    /// frame would otherwise grow a new array each frame.
    func reuseForRepaints(_ emptied: [LayoutNode]) {
        if pendingRepaints.isEmpty { pendingRepaints = emptied }
    }

    /// Lets go of the queued views and nodes without doing their work, as a window
    /// that closes does: each holds this owner, which would otherwise hold it back.
    package func dropPendingWork() {
        for node in pendingRepaints { node.display.isQueuedForRepaint = false }
        pendingRepaints.removeAll()
        for node in nodesNeedingSizeCheck { node.display.isQueuedForSizeCheck = false }
        nodesNeedingSizeCheck.removeAll()
        viewsNeedingBody.removeAll()
        writeAnimations.removeAll()
    }

    /// Stops, in debug builds, a measure or a placement made while bodies run:
    /// a mark made then must only record, and layout does the work in its phase.
    @inline(__always) func checkLayoutAllowed() {
        assert(phase != .bodies, "a node was measured or placed while bodies ran: marks only record, layout measures")
    }
}
