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
    /// What layout last asked to show, before the animator moves it toward that.
    var targetList = DisplayList()
    /// Whether the next frame lays out, builds and draws whatever the marks say.
    var needsRedraw = true
    var pendingMove: Event?
    /// Text typed since the last delivery, delivered as one insertion (see `handle(_:)`).
    var pendingText: String?
    /// The drawing area, in points.
    package private(set) var size: Size
    /// Seconds per frame of the fixed clock that animations run on.
    package var frameStep = 1.0 / 60
    /// Frames run so far; the fixed clock.
    package internal(set) var frameNumber = 0
    /// The display list of the last frame that drew, in points.
    package internal(set) var displayList = DisplayList()
    /// Counters of the last frame.
    package internal(set) var lastStats = FrameStats()
    /// Counters since the driver was made.
    package internal(set) var totalStats = FrameStats()
    /// How long each phase of the last frame took; events and present are the host's to time.
    package internal(set) var lastTimings = FrameTimings()
    /// The edits the last frame's updates made.
    package var lastEdits: [DisplayEdit] { graph.lastEdits }
    /// Whether a `.windowClose` event arrived; the host decides what closing means.
    package internal(set) var closeRequested = false
    /// Pixels per point: 2 draws everything at twice the resolution, for HiDPI screens.
    package var scale: Double = 1 {
        didSet { if scale != oldValue { redrawAll() } }
    }

    /// How often, in frames, graphics whose texture could not be made are drawn again.
    package static let failedTextureRetryFrames = 30

    /// Whether the window is minimised: nothing in it can be seen, so no
    /// animation and no frame follower asks for a frame (its state still
    /// changes, and its timers still fire); shown again, it is drawn afresh
    /// and what moves picks up from the clock.
    package var isMinimised = false {
        didSet {
            guard isMinimised != oldValue else { return }
            if isMinimised { graph.frameFollowers.hideAll() } else { redrawAll() }
        }
    }

    /// Makes a driver that shows `content` through `backend` in an area of `size`
    /// points. Its text fields use `clipboard`, or one of the graph's own in memory;
    /// its root view sees `environment` (an app's window passes its actions and phase).
    /// `observers` watch from the first body on (a trace started with the app).
    package init(content: some View, backend: any RenderBackend, size: Size, clipboard: (any ClipboardStore)? = nil,
                 environment: EnvironmentValues = EnvironmentValues(), observers: [any FrameObserver] = []) {
        self.backend = backend
        context = LayoutContext(textMeasurer: backend.textMeasurer, imageSizer: backend.imageSizer)
        self.size = size
        // A window of an app shares its app's center; a host's lone window is its own key window.
        var environment = environment
        let ownCenter = environment.focusedValuesCenter == nil ? FocusedValuesCenter() : nil
        if let ownCenter { environment.focusedValuesCenter = ownCenter }
        // The backend hears of rasterisations before the graph's first bodies run.
        let workObservers = observers.filter(\.watchesWork)
        if !workObservers.isEmpty { backend.watchRasterisations(by: workObservers) }
        graph = ViewGraph(content: content, environment: environment, clipboard: clipboard, observers: observers)
        ownCenter?.activate(self)
        // The newest window is the one the user works in until another takes input.
        ActiveHost.activate(self)
    }

    /// Whether the next frame has anything to do; an idle window sleeps while it has not.
    /// An animation nobody can see (scrolled or clipped away, on a covered screen) is no work.
    package var hasWork: Bool {
        needsRedraw || graph.hasPendingUpdates || graph.needsLayout || graph.needsDisplay
            || animatesVisibly || !graph.tickingLayouts.isEmpty || router.isWatchingPointerRest
    }

    /// Whether an animation moves something inside the window; see `DisplayAnimator.movesVisibly(in:)`.
    var animatesVisibly: Bool {
        !isMinimised && animator.isAnimating && animator.movesVisibly(in: Rect(origin: .zero, size: size))
    }

    /// Changes the drawing area; the next frame lays out again.
    package func resize(to newSize: Size) {
        guard newSize != size else { return }
        size = newSize
        redrawAll()
    }

    /// Starts telling `observer` of this window's frames; one that watches work
    /// also hears of each rasterisation, through the backend.
    package func addObserver(_ observer: any FrameObserver) {
        graph.pipelineOwner.addObserver(observer)
        backend.watchRasterisations(by: graph.pipelineOwner.workObservers)
    }

    /// Stops telling `observer`; with no observer of work left, the hooks cost a nil check again.
    package func removeObserver(_ observer: any FrameObserver) {
        graph.pipelineOwner.removeObserver(observer)
        backend.watchRasterisations(by: graph.pipelineOwner.workObservers)
    }

    /// Paints the whole target on the next frame, as after the window was uncovered.
    package func redrawAll() {
        needsRedraw = true
        backend.invalidateAll()
    }
}
