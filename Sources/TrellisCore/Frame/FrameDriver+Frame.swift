/// The frame: its phases in order, each doing the work its dirty sets hold.
///
/// Marks made anywhere only record (a view needing a body, a node needing
/// layout, a size check or a repaint); the phase that owns the work does it.
/// Bodies and layout may take turns within a frame, as a geometry reader's
/// new size runs its content again, and a frame that starts an animation may
/// show the state before it first: each turn enters its phase again.
extension FrameDriver {
    /// Runs one frame, whose drawing a host that presents itself hands to the
    /// screen. Returns whether it drew anything that needs presenting.
    @discardableResult
    package func runFrame() -> Bool {
        runFrame(presenting: { _ in })
    }

    /// Runs one frame and hands it to `present`, told whether anything was
    /// drawn. Returns whether it drew anything that needs presenting.
    @discardableResult
    package func runFrame(presenting present: (_ drew: Bool) throws -> Void) rethrows -> Bool {
        frameNumber += 1
        var frame = FrameRun(graph: graph, time: Double(frameNumber) * frameStep)
        frame.enter(.input)
        receiveInput()
        if showsEveryRowBeforeAnimating { showEveryRowBeforeAnimating(&frame) }
        frame.enter(.bodies)
        runBodies(&frame)
        let textures = backend.textureCounts
        let laysOut = needsRedraw || graph.needsLayout || graph.needsDisplay
        if laysOut {
            layOut(&frame)
            frame.enter(.display)
            buildDisplayList(&frame)
            // What follows frames rests while out of sight, and wakes when this list shows it again.
            if isMinimised {
                graph.frameFollowers.hideAll()
            } else {
                graph.frameFollowers.check(targetList, in: Rect(origin: .zero, size: size))
            }
        }
        // Hidden animations are left where they are: a frame that shows them again works them out from the clock.
        if laysOut || animatesVisibly {
            frame.enter(.animation)
            animate(&frame, afterLayout: laysOut)
            frame.enter(.render)
            render(&frame)
        } else if backend.hasFailedGraphics, frameNumber % Self.failedTextureRetryFrames == 0 {
            frame.enter(.render)
            retryFailedGraphics(&frame)
        }
        frame.enter(.present)
        try present(frame.stats.framesPresented > 0)
        finish(&frame, texturesBefore: textures)
        return frame.stats.framesPresented > 0
    }

    /// Input: pointer moves and typing held back since the last frame, focus
    /// values the input moved, and what the clock's tick delivers (a caret's
    /// blink, a pointer that came to rest).
    private func receiveInput() {
        deliverPendingInput()
        // Focus the input moved is seen by the menus' readers in this frame's bodies.
        publishFocusedValues()
        graph.frameTime = Double(frameNumber) * frameStep
        graph.frameStep = frameStep
        let tickers = graph.tickingLayouts
        graph.tickingLayouts.remove(finished: tickers.tick(frame: frameNumber))
        router.tick(frame: frameNumber, root: graph.windowLayout)
    }

    /// Bodies: every invalidated view runs, shallowest first. Actions such as
    /// `onAppear` wait until the state before them has been shown to the
    /// animator, so that an animated change they make starts from it.
    private func runBodies(_ frame: inout FrameRun) {
        graph.update(deferringActions: true)
        // The animator matches graphics between lists: while anything animates, long stacks draw every row.
        graph.displayBuilder.suspendCulling(graph.frameAnimation != nil || animator.isAnimating)
        if graph.hasDeferredActions {
            showStateBeforeActions(&frame)
            frame.enter(.bodies)
            graph.update()
            needsRedraw = true
        }
        if !graph.focusRequests.isEmpty {
            // Bindings asked focus to move; doing so may write state, which settles next frame.
            router.apply(graph.focusRequests)
            graph.focusRequests.removeAll()
        }
        frame.stats.bodyEvaluations = graph.takeBodyEvaluations()
        let background = Color.windowBackground.resolve(in: graph.colorScheme)
        if background != backend.background {
            // Every pixel shows the background somewhere, so all of them change.
            backend.background = background
            redrawAll()
        }
    }

    /// The state the updates so far settled in, laid out and handed to the
    /// animator before the deferred actions run. It is the work of the
    /// transactions applied so far, so it animates with theirs; the actions'
    /// own changes then start a transaction of their own.
    private func showStateBeforeActions(_ frame: inout FrameRun) {
        settleLayout(&frame, deferringActions: true)
        frame.enter(.display)
        let settled = graph.makeDisplayList()
        frame.enter(.animation)
        animator.noteShown(graph.displayBuilder.lastList)
        _ = animator.present(settled, animation: graph.frameAnimation, at: frame.time, step: frameStep)
        graph.closeFrameTransactions()
    }

    /// Layout: marked nodes are measured and placed until the graph settles.
    private func layOut(_ frame: inout FrameRun) {
        settleLayout(&frame, deferringActions: false)
        frame.stats.bodyEvaluations += graph.takeBodyEvaluations()
        // A presentation that came or went takes or gives back focus, which may
        // redraw a ring. Moving focus is input: the state it writes (a `@FocusState`) settles next frame.
        if router.presentationsMoveFocus(in: graph.windowLayout) {
            frame.enter(.input)
            router.followPresentations(in: graph.windowLayout)
        }
        if graph.needsLayout { settleLayout(&frame, deferringActions: false) }
    }

    /// Lays out; geometry readers rebuild their content when their size changed,
    /// so the bodies that follows run and are laid out within this frame rather than showing a stale one.
    private func settleLayout(_ frame: inout FrameRun, deferringActions: Bool) {
        frame.enter(.layout)
        layOutOnce()
        var passes = 0
        while (graph.hasDirtyNodes || (!deferringActions && graph.hasDeferredActions)) && passes < 3 {
            frame.enter(.bodies)
            graph.update(deferringActions: deferringActions)
            frame.enter(.layout)
            layOutOnce()
            passes += 1
        }
    }

    /// One layout pass, counted for the observers that watch work (a trace),
    /// if any: the proposals measured anew and the placements are told as the
    /// differences of the counters layout keeps anyway.
    private func layOutOnce() {
        guard let watchers = graph.pipelineOwner.workObservers else { return graph.layOut(in: size, context: context) }
        let measuredBefore = context.counters.proposalsMeasured, workBefore = graph.pipelineOwner.layoutWork.current
        graph.layOut(in: size, context: context)
        let measured = context.counters.proposalsMeasured - measuredBefore
        // Layout work advances once per proposal measured anew and once per node placed.
        let placed = max(graph.pipelineOwner.layoutWork.current &- workBefore - measured, 0)
        for watcher in watchers { watcher.layoutDidRun(measured: measured, placed: placed) }
    }

    /// Display: the kept list is brought up to date where nodes were marked.
    private func buildDisplayList(_ frame: inout FrameRun) {
        // The builder changes its list in place: no copy of it may be held meanwhile.
        graph.displayBuilder.giveBack(&targetList)
        graph.displayBuilder.giveBack(&displayList)
        let startsImplicitAnimation = context.counters.takeImplicitAnimationStarted()
        graph.displayBuilder.suspendCulling(graph.frameAnimation != nil || animator.isAnimating || startsImplicitAnimation)
        targetList = graph.updateDisplayList()
        frame.stats.displayNodesVisited = graph.displayBuilder.nodesVisited
    }

    /// Animation: the animator turns the layout's target into what is on
    /// screen at this tick of the fixed clock, starting what this frame's
    /// transactions animate.
    private func animate(_ frame: inout FrameRun, afterLayout laidOut: Bool) {
        if laidOut || !animator.advance(&displayList, toward: targetList, at: frame.time) {
            displayList = animator.present(targetList, animation: laidOut ? graph.frameAnimation : nil,
                                           at: frame.time, step: frameStep)
        }
    }

    /// Render: what changed is rasterised and the damaged regions composed.
    private func render(_ frame: inout FrameRun) {
        draw(displayList, stats: &frame.stats)
        needsRedraw = false
        // What the changes replaced matters only to this frame's animations,
        // which have started: kept, it would be freed during the next frame.
        displayList.changes.forgetReplaced()
        targetList.changes.forgetReplaced()
    }

    /// Memory may have been freed since a texture could not be made; an idle
    /// window would otherwise show the placeholder until something changes.
    private func retryFailedGraphics(_ frame: inout FrameRun) {
        displayList.changes = .unchanged(from: displayList.identity)
        draw(displayList, stats: &frame.stats)
    }

    /// Whether a write that animates is about to change a long stack whose
    /// band leaves rows out; see `showEveryRowBeforeAnimating(_:)`.
    private var showsEveryRowBeforeAnimating: Bool {
        graph.displayBuilder.mayDrawABand && graph.pendingWritesAnimate && !needsRedraw && !graph.needsLayout
    }

    /// A row a long stack's band left out has no graphic on screen for the
    /// animator to move. Before a change that animates, every row is drawn
    /// where it stands, outside the viewport's clip, so that a row the change
    /// brings up from far away slides in rather than fading in at its new place.
    private func showEveryRowBeforeAnimating(_ frame: inout FrameRun) {
        frame.enter(.display)
        graph.displayBuilder.suspendCulling(true)
        graph.displayBuilder.giveBack(&targetList)
        graph.displayBuilder.giveBack(&displayList)
        targetList = graph.updateDisplayList()
        frame.enter(.animation)
        displayList = animator.present(targetList, animation: nil, at: frame.time, step: frameStep)
        frame.enter(.render)
        render(&frame)
    }

    private func draw(_ list: DisplayList, stats: inout FrameStats) {
        let drawn = scale == 1 ? list : list.scaled(by: scale)
        let report = backend.draw(drawn)
        // Summed: a frame that starts an animation over a long stack draws twice.
        if report.presented { stats.framesPresented = 1 }
        stats.graphicsDrawn += report.graphicsDrawn
        stats.pixelsRepainted += report.pixelsRepainted
    }

    /// After the frame: transactions close, focus values are published for
    /// the next frame's readers, and the counters are kept.
    private func finish(_ frame: inout FrameRun, texturesBefore before: TextureCounts) {
        graph.closeFrameTransactions()
        publishFocusedValues()
        frame.finish()
        let after = backend.textureCounts
        frame.stats.texturesCreated = after.created - before.created
        frame.stats.texturesUpdated = after.updated - before.updated
        frame.stats.texturesDestroyed = after.destroyed - before.destroyed
        frame.stats.texturesAlive = after.alive
        frame.stats.textMeasurements = context.counters.takeTextMeasurements()
        frame.stats.subtreesMoved = context.counters.takeSubtreesMoved()
        lastStats = frame.stats
        lastTimings = frame.timings
        totalStats.accumulate(frame.stats)
        if let watchers = graph.pipelineOwner.workObservers {
            let report = FrameReport(number: frameNumber, stats: frame.stats, timings: frame.timings,
                                     budget: frameStep, textureBytes: backend.textureBytes)
            for watcher in watchers { watcher.frameDidFinish(report) }
        }
    }
}
