/// Runs the frames of one window: the order of a frame lives here, not in a backend.
///
/// Each frame delivers the input that arrived since the last, updates dirty
/// bodies, settles layout, runs deferred actions and focus requests, animates on
/// the fixed clock, and hands the display list to its `RenderBackend` to draw.
/// Every piece of state a frame touches belongs to the driver or its graph, so
/// several drivers (windows) run side by side in one process.
@MainActor
package final class FrameDriver {
    /// The view graph being shown.
    package let graph: ViewGraph
    /// Where frames are drawn.
    package let backend: any RenderBackend
    let context: LayoutContext
    let router = EventRouter()
    package let animator = DisplayAnimator()
    private var targetList = DisplayList()
    private var needsRedraw = true
    var pendingMove: Event?
    /// Text typed since the last delivery, delivered as one insertion (see `handle(_:)`).
    var pendingText: String?
    /// The drawing area, in points.
    package private(set) var size: Size
    /// Seconds per frame of the fixed clock that animations run on.
    package var frameStep = 1.0 / 60
    /// Frames run so far; the fixed clock.
    package private(set) var frameNumber = 0
    /// The display list of the last frame that drew, in points.
    package private(set) var displayList = DisplayList()
    /// Counters of the last frame.
    package private(set) var lastStats = FrameStats()
    /// Counters since the driver was made.
    package private(set) var totalStats = FrameStats()
    /// How long each phase of the last frame took; events and present are the host's to time.
    package private(set) var lastTimings = FrameTimings()
    /// The edits the last frame's updates made.
    package private(set) var lastEdits: [DisplayEdit] = []
    /// Whether a `.windowClose` event arrived; the host decides what closing means.
    package internal(set) var closeRequested = false
    /// Pixels per point: 2 draws everything at twice the resolution, for HiDPI screens.
    package var scale: Double = 1 {
        didSet { if scale != oldValue { redrawAll() } }
    }

    /// How often, in frames, graphics whose texture could not be made are drawn again.
    package static let failedTextureRetryFrames = 30

    /// Makes a driver that shows `content` through `backend` in an area of `size`
    /// points. Its text fields use `clipboard`, or one of the graph's own in memory;
    /// its root view sees `environment` (an app's window passes its actions and phase).
    package init(content: some View, backend: any RenderBackend, size: Size, clipboard: (any ClipboardStore)? = nil,
                 environment: EnvironmentValues = EnvironmentValues()) {
        self.backend = backend
        context = LayoutContext(textMeasurer: backend.textMeasurer, imageSizer: backend.imageSizer)
        self.size = size
        // A window of an app shares its app's center; a host's lone window is its own key window.
        var environment = environment
        let ownCenter = environment.focusedValuesCenter == nil ? FocusedValuesCenter() : nil
        if let ownCenter { environment.focusedValuesCenter = ownCenter }
        graph = ViewGraph(content: content, environment: environment, clipboard: clipboard)
        ownCenter?.activate(self)
    }

    /// Whether the next frame has anything to do; an idle window sleeps while it has not.
    /// An animation nobody can see (scrolled or clipped away, on a covered screen) is no work.
    package var hasWork: Bool {
        needsRedraw || graph.hasPendingUpdates || graph.windowLayout.needsPlacement || graph.needsDisplay
            || animatesVisibly || !graph.tickingLayouts.isEmpty || router.isWatchingPointerRest
    }

    /// Whether an animation moves something inside the window; see `DisplayAnimator.movesVisibly(in:)`.
    private var animatesVisibly: Bool {
        animator.isAnimating && animator.movesVisibly(in: Rect(origin: .zero, size: size))
    }

    /// Changes the drawing area; the next frame lays out again.
    package func resize(to newSize: Size) {
        guard newSize != size else { return }
        size = newSize
        redrawAll()
    }

    /// Paints the whole target on the next frame, as after the window was uncovered.
    package func redrawAll() {
        needsRedraw = true
        backend.invalidateAll()
    }

    /// Runs one frame. Returns whether it drew anything that needs presenting.
    @discardableResult
    package func runFrame() -> Bool {
        frameNumber += 1
        deliverPendingInput()
        // Focus the input moved is seen by the menus' readers in this frame's update.
        publishFocusedValues()
        var stats = FrameStats()
        var timings = FrameTimings()
        let now = Double(frameNumber) * frameStep
        graph.frameTime = now
        graph.frameStep = frameStep
        let tickers = graph.tickingLayouts
        graph.tickingLayouts.remove(finished: tickers.tick(frame: frameNumber))
        router.tick(frame: frameNumber, root: graph.windowLayout)
        if graph.displayBuilder.mayDrawABand, graph.pendingWritesAnimate, !needsRedraw, !graph.windowLayout.needsPlacement {
            drawEveryRowBeforeAnimating(at: now, stats: &stats, timings: &timings)
        }
        // The graph's log shares its storage with the edits handed out last
        // frame: let go of them so the log is cleared in place.
        lastEdits = []
        lastEdits = Stopwatch.time(&timings.update) { graph.update(deferringActions: true) }
        // The animator matches graphics between lists: while anything animates, long stacks draw every row.
        graph.displayBuilder.suspendCulling(graph.frameAnimation != nil || animator.isAnimating)
        if graph.hasDeferredActions {
            // Let the animator see the settled state before onAppear and friends
            // run, so an animated change they make starts from it. That state is
            // the work of the transactions applied so far, so it animates with
            // theirs; the actions' own changes then start a transaction of their own.
            settleLayout(&timings, deferringActions: true)
            var settled = graph.makeDisplayList()
            animator.noteShown(graph.displayBuilder.lastList)
            graph.applyWriteTransactions(to: &settled)
            _ = animator.present(settled, animation: graph.frameAnimation, at: now, step: frameStep)
            graph.closeFrameTransactions()
            lastEdits += Stopwatch.time(&timings.update) { graph.update() }
            needsRedraw = true
        }
        if !graph.focusRequests.isEmpty {
            // Bindings asked focus to move; doing so may write state, which settles next frame.
            router.apply(graph.focusRequests)
            graph.focusRequests.removeAll()
        }
        stats.bodyEvaluations = graph.takeBodyEvaluations()
        let before = backend.textureCounts
        let background = Color.windowBackground.resolve(in: graph.colorScheme)
        if background != backend.background {
            // Every pixel shows the background somewhere, so all of them change.
            backend.background = background
            redrawAll()
        }
        let laidOut = needsRedraw || graph.windowLayout.needsPlacement || graph.needsDisplay
        if laidOut {
            settleLayout(&timings, deferringActions: false)
            stats.bodyEvaluations += graph.takeBodyEvaluations()
            // A presentation that came or went takes or gives back focus, which may redraw a ring.
            router.followPresentations(in: graph.windowLayout)
            if graph.windowLayout.needsPlacement { settleLayout(&timings, deferringActions: false) }
            // The builder changes its list in place: no copy of it may be held meanwhile.
            graph.displayBuilder.giveBack(&targetList)
            graph.displayBuilder.giveBack(&displayList)
            let startsImplicitAnimation = context.counters.takeImplicitAnimationStarted()
            graph.displayBuilder.suspendCulling(graph.frameAnimation != nil || animator.isAnimating || startsImplicitAnimation)
            Stopwatch.time(&timings.display) {
                targetList = graph.updateDisplayList()
                graph.applyWriteTransactions(to: &targetList)
            }
            stats.displayNodesVisited = graph.displayBuilder.nodesVisited
        }
        // Hidden animations are left where they are: a frame that shows them again works them out from the clock.
        if laidOut || animatesVisibly {
            // The animator turns the layout's target into what is on screen at this tick of the fixed clock.
            Stopwatch.time(&timings.display) {
                if laidOut || !animator.advance(&displayList, toward: targetList, at: now) {
                    displayList = animator.present(targetList, animation: laidOut ? graph.frameAnimation : nil,
                                                   at: now, step: frameStep)
                }
            }
            draw(displayList, stats: &stats, timings: &timings)
            needsRedraw = false
            // What the changes replaced matters only to this frame's animations,
            // which have started: kept, it would be freed during the next frame.
            displayList.changes.forgetReplaced()
            targetList.changes.forgetReplaced()
        } else if backend.hasFailedGraphics, frameNumber % Self.failedTextureRetryFrames == 0 {
            // Memory may have been freed since a texture could not be made; an
            // idle window would otherwise show the placeholder until something changes.
            displayList.changes = .unchanged(from: displayList.identity)
            draw(displayList, stats: &stats, timings: &timings)
        }
        graph.closeFrameTransactions()
        publishFocusedValues()
        let after = backend.textureCounts
        stats.texturesCreated = after.created - before.created
        stats.texturesUpdated = after.updated - before.updated
        stats.texturesDestroyed = after.destroyed - before.destroyed
        stats.texturesAlive = after.alive
        stats.textMeasurements = context.counters.takeTextMeasurements()
        stats.subtreesMoved = context.counters.takeSubtreesMoved()
        lastStats = stats
        lastTimings = timings
        totalStats.accumulate(stats)
        return stats.framesPresented > 0
    }

    /// A row a long stack's band left out has no graphic on screen for the
    /// animator to move. Before a change that animates, every row is drawn
    /// where it stands, outside the viewport's clip, so that a row the change
    /// brings up from far away slides in rather than fading in at its new place.
    private func drawEveryRowBeforeAnimating(at now: Double, stats: inout FrameStats, timings: inout FrameTimings) {
        graph.displayBuilder.suspendCulling(true)
        graph.displayBuilder.giveBack(&targetList)
        graph.displayBuilder.giveBack(&displayList)
        Stopwatch.time(&timings.display) {
            targetList = graph.updateDisplayList()
            displayList = animator.present(targetList, animation: nil, at: now, step: frameStep)
        }
        draw(displayList, stats: &stats, timings: &timings)
        displayList.changes.forgetReplaced()
        targetList.changes.forgetReplaced()
    }

    private func draw(_ list: DisplayList, stats: inout FrameStats, timings: inout FrameTimings) {
        let drawn = scale == 1 ? list : list.scaled(by: scale)
        let report = Stopwatch.time(&timings.render) { backend.draw(drawn) }
        // Summed: a frame that starts an animation over a long stack draws twice.
        if report.presented { stats.framesPresented = 1 }
        stats.graphicsDrawn += report.graphicsDrawn
        stats.pixelsRepainted += report.pixelsRepainted
    }

    /// Lays out; geometry readers rebuild their content when their size changed,
    /// so settle that within this frame rather than showing a stale one.
    private func settleLayout(_ timings: inout FrameTimings, deferringActions: Bool) {
        Stopwatch.time(&timings.layout) { graph.layOut(in: size, context: context) }
        var passes = 0
        while (graph.hasDirtyNodes || (!deferringActions && graph.hasDeferredActions)) && passes < 3 {
            lastEdits += Stopwatch.time(&timings.update) { graph.update(deferringActions: deferringActions) }
            Stopwatch.time(&timings.layout) { graph.layOut(in: size, context: context) }
            passes += 1
        }
    }
}
