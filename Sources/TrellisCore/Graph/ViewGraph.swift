import Foundation
import Observation

/// The persistent graph of views behind one window or host.
///
/// It owns the root node, batches invalidations until the next frame, runs
/// dirty bodies shallowest first, and records the edits each update made.
@MainActor
package final class ViewGraph {
    /// The container every root displayable lands in.
    package let rootLayout: LayoutNode
    /// Keeps the display list between frames, rebuilding what layout nodes marked.
    package let displayBuilder = DisplayListBuilder()
    /// What this window's layout nodes count their marks and layout work in,
    /// and queue repaints with: this window's alone, the owner of its tree.
    package let pipelineOwner: PipelineOwner
    /// The whole window: the root container, and the presentation layer above it.
    package let windowLayout: WindowLayout
    private var root: ViewNode!
    var rootNode: ViewNode { root }
    /// Set when a preference writer changed, appeared or left; observers collect again.
    var preferencesChanged = false
    var preferenceObservers: [PreferenceObserver] = []
    /// The title the content asked for with `.navigationTitle`, or "".
    package internal(set) var windowTitle = ""
    /// The scheme the content asked for with `.preferredColorScheme`, or `nil`.
    package internal(set) var preferredColorScheme: ColorScheme?
    /// The scheme the window shows: the content's preference, else the root environment's.
    package var colorScheme: ColorScheme { preferredColorScheme ?? rootEnvironment.colorScheme }
    /// The edits tests read, kept by an observer of this window's frames while asked for.
    private var editLog: EditLog?
    /// Whether updates work out the edits they make, for the observers
    /// (`lastEdits`). Tests and tools read them; a window never does, and
    /// finding where a changed displayable stands in its container climbs
    /// every node up to the container, 3,000 for a text 1,000 levels down.
    /// Marks on layout nodes, not edits, say what to draw again, so turning
    /// this off changes nothing on screen.
    package var recordsEdits: Bool {
        get { editLog != nil && !holdsBackEdits }
        set {
            if newValue, editLog == nil {
                let log = EditLog()
                editLog = log
                pipelineOwner.addObserver(log)
            } else if !newValue, let log = editLog {
                pipelineOwner.removeObserver(log)
                editLog = nil
            }
        }
    }
    /// Set while rows put in place in one pass are built: their edits are told afterwards, in the diff's order.
    var holdsBackEdits = false
    /// Steps spent putting the rows of a `ForEach` in place after a change:
    /// one per child given its index again, one per built lazy row followed to
    /// its new element. Tests read it to see that a change costs rows, not
    /// edits × rows.
    package var rowPlacementSteps = 0
    /// The animation of the transactions this frame's update applied; layout and
    /// appearance changes it causes animate with it, while the nodes a write of
    /// another transaction reached keep that one (`writeTransactions`). Cleared after each frame.
    package var frameAnimation: Animation?
    /// Whether a write this frame came with a transaction that asked for no
    /// animation (`withAnimation(nil)`), so animations a view adds of its own
    /// (a navigation push) stay off too. Cleared with `frameAnimation`.
    package var frameAnimationRefused = false
    /// The animation each write of this frame asked for, by the node it reached.
    var writeTransactions = WriteTransactions()
    /// The time on the fixed frame clock of the frame being made, and its step.
    var frameTime = 0.0
    var frameStep = 1.0 / 60
    /// Focus changes asked for by `.focused` bindings during the update.
    var focusRequests: [FocusRequest] = []
    /// Focused text editors, whose carets blink on the frame clock.
    package var tickingLayouts = TickingSet()
    /// Set while a parked lazy row is brought up to date out of the tree
    /// (`LazyRows.unpark`): a new layout that reaches the row's top is kept in
    /// `rowLayoutOutOfTree`, to be put back in place of the row's old one.
    var catchesRowLayoutOutOfTree = false
    var rowLayoutOutOfTree: LayoutNode?
    /// Views that ask for every frame while they can show (`FrameFollowers`).
    package var frameFollowers = FrameFollowers()
    /// Animatable views whose data is moving, by node.
    var animatableTracks: [ObjectIdentifier: (node: ViewNode, track: AnimatableTrack)] = [:]
    var advancingTracks = false
    /// Groups of `.matchedGeometryEffect`; `nil` until a view uses one.
    var matchedGeometry: MatchedGeometryRegistry?
    /// Views that publish focused values for the whole window (`.focusedSceneValue`).
    var focusedScenePublishers: [WeakFocusedValueLayout] = []
    /// Actions queued by lifecycle modifiers for the end of the update.
    package var pendingActions: [@MainActor () -> Void] = []
    /// Counters gathered since the last call to `takeFrameCounters()`.
    private var bodyEvaluations = 0
    /// How many times a node was brought up to date with a new value, for
    /// tests that check an equal subtree is left alone.
    package private(set) var nodeUpdates = 0
    /// The clock timers and timelines follow: the frame clock, unless the host makes it follow real time.
    package let clock = GraphClock()
    /// Environment values given to the root view.
    package var rootEnvironment: EnvironmentValues
    /// Where the text fields of this graph copy to and paste from.
    package let clipboard: any ClipboardStore
    /// Wakes the frame loop when a write invalidates a node; called from any thread.
    package var wakeUp: @Sendable () -> Void {
        get { inbox.wake }
        set { inbox.wake = newValue }
    }
    private let inbox = InvalidationInbox()

    /// Tells the write check which phase runs: main-thread writes during layout are mistakes (`InvalidationInbox`).
    func enter(_ phase: FramePhase) {
        pipelineOwner.enter(phase)
        #if DEBUG
        inbox.layingOutThread.store(phase == .layout ? pthread_self() : 0, ordering: .relaxed)
        #endif
    }

    /// Whether a write the next update takes in was made in a transaction that animates.
    var pendingWritesAnimate: Bool { inbox.holdsAnimatedWrite }

    /// Builds the graph for `content`, whose text fields use `clipboard`: one of
    /// the graph's own, in memory, unless the host passes the desktop's or a shared one.
    /// `observers` hear of the first bodies too, which run here, before any frame.
    package init(content: some View, environment: EnvironmentValues = EnvironmentValues(),
                 clipboard: (any ClipboardStore)? = nil, observers: [any FrameObserver] = []) {
        rootLayout = StackLayout(axis: .vertical, alignment: .center, spacing: nil)
        windowLayout = WindowLayout(content: rootLayout)
        // The tree's own owner: making the window layout may already have marked it and so given it one.
        pipelineOwner = windowLayout.pipelineOwner
        let clipboard = clipboard ?? MemoryClipboard()
        self.clipboard = clipboard
        var environment = environment
        environment.clipboard = clipboard
        rootEnvironment = environment
        recordsEdits = true
        for observer in observers { pipelineOwner.addObserver(observer) }
        let sentinel = ViewNode(view: EmptyView(), parent: nil, graph: self, environment: environment)
        sentinel.role = .container(rootLayout)
        root = sentinel
        // A model made by the first bodies may connect a timer: give it this graph's clock.
        GraphClock.$current.withValue(clock) { _ = sentinel.addChild(content) }
        sentinel.isMounted = true
    }

    /// Whether an update has work to do.
    var hasPendingUpdates: Bool {
        !pipelineOwner.viewsNeedingBody.isEmpty || !pendingActions.isEmpty || !inbox.isEmpty || !animatableTracks.isEmpty
            || clock.hasAlarm(dueWithin: frameStep)
    }

    /// Marks a node whose body read something that changed; it runs on the next update.
    package func invalidate(_ node: ViewNode) {
        guard !node.needsBodyUpdate else { return }
        node.needsBodyUpdate = true
        pipelineOwner.viewsNeedingBody.append(node)
    }

    /// Runs every invalidated body, shallowest first, and returns the edits made.
    ///
    /// With `deferringActions`, `onAppear` and similar actions are left queued
    /// (see `hasDeferredActions`), so the host can show the state before them
    /// first: changes they make with animation then animate from it.
    ///
    /// Timers and timelines whose time has come fire first. While it runs, this
    /// graph's clock is the one timers connected here follow (`GraphClock.current`).
    /// Run outside a frame (by a test), the update is a bodies phase of its own.
    func update(deferringActions: Bool = false) {
        let outsideFrame = pipelineOwner.phase == .idle
        if outsideFrame { enter(.bodies) }
        defer { if outsideFrame { enter(.idle) } }
        GraphClock.$current.withValue(clock) {
            clock.noteActive()
            clock.fireDueAlarms(frameTime: frameTime)
            advanceAnimatableTracks()
            repeat {
                takeInbox()
                while !pipelineOwner.viewsNeedingBody.isEmpty {
                    let batch = pipelineOwner.viewsNeedingBody.sorted { $0.depth < $1.depth }
                    pipelineOwner.viewsNeedingBody.removeAll(keepingCapacity: true)
                    for node in batch where node.needsBodyUpdate && !node.isDetached {
                        node.runBody()
                    }
                    takeInbox()
                }
            } while (!deferringActions && runPendingActions()) || refreshPreferences()
            stampWriteTransactions()
        }
    }

    /// Runs `work` on the main actor at the start of the next update; callable from any thread.
    nonisolated func deliverAtNextUpdate(_ work: @escaping @MainActor () -> Void) {
        inbox.deliver(InvalidationInbox.Delivery(run: work))
    }

    /// Whether bodies wait to run (not counting queued actions).
    var hasDirtyNodes: Bool { !pipelineOwner.viewsNeedingBody.isEmpty || !inbox.isEmpty }

    /// Whether actions were left queued by a deferring update.
    var hasDeferredActions: Bool { !pendingActions.isEmpty }

    /// The edits of the last frame, or of the last update run outside a frame, in order.
    var lastEdits: [DisplayEdit] { editLog?.edits ?? [] }

    /// Tells the observers of an edit, while anyone asked for edits.
    func record(_ edit: DisplayEdit) {
        if recordsEdits { pipelineOwner.noteEdit(edit) }
    }

    func noteBodyEvaluation() {
        bodyEvaluations += 1
    }

    func noteNodeUpdate() {
        nodeUpdates += 1
    }

    /// Returns the number of bodies evaluated since the last call, and resets it.
    func takeBodyEvaluations() -> Int {
        defer { bodyEvaluations = 0 }
        return bodyEvaluations
    }

    /// Runs `body` while recording what it reads, so a later write invalidates `node`.
    func tracking<Result>(_ node: ViewNode, _ body: () -> Result) -> Result {
        // The handler is an autoclosure that Observation evaluates only when
        // the body read an observable property: most rows read none, and so
        // make no token, which was an object for every row built.
        withObservationTracking(body, onChange: self.invalidationHandler(for: node))
    }

    private func invalidationHandler(for node: ViewNode) -> @Sendable () -> Void {
        let token = invalidationToken(for: node)
        return { token.invalidate() }
    }

    /// What a write, from any thread, posts to run `node`'s body again at the next update.
    func invalidationToken(for node: ViewNode) -> InvalidationToken {
        if let token = node.invalidationToken { return token }
        let token = InvalidationToken(node: node, inbox: inbox)
        node.invalidationToken = token
        return token
    }

    private func takeInbox() {
        // Deliveries first: the writes they make land in the inbox taken next.
        for delivery in inbox.takeDeliveries() { delivery.run() }
        for (token, transaction) in inbox.take() {
            if let animation = transaction?.effectiveAnimation { frameAnimation = animation }
            if transaction?.disablesAnimations == true { frameAnimation = nil }
            if let transaction, transaction.effectiveAnimation == nil { frameAnimationRefused = true }
            if let node = token.target, !node.isDetached {
                writeTransactions.note(node, transaction)
                invalidate(node)
            }
        }
    }

    func forget(_ node: ViewNode) {
        if node.extras?.preferenceValues.isEmpty == false { preferencesChanged = true }
        node.isDetached = true
        node.needsBodyUpdate = false
    }
}
