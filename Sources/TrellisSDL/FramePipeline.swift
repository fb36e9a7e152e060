import CSDL2
import TrellisCore

/// One frame of the real pipeline: update dirty bodies, lay out what changed,
/// and draw the display list with retained textures.
///
/// Windows, the headless test host and the benchmark all drive frames through
/// this type, so they take the same path.
@MainActor
public final class FramePipeline {
    /// The view graph being shown.
    package let graph: ViewGraph
    private(set) var canvas: Canvas
    private let context: LayoutContext
    private let measurer: TTFTextMeasurer
    // Decoded pictures and icon fonts outlive any one renderer, so a retarget keeps them.
    private let images: ImageLibrary
    private let symbols: SymbolLibrary
    /// The drawing area, in points.
    public private(set) var size: Size
    private var needsRedraw = true
    private let router = EventRouter()
    private let animator = DisplayAnimator()
    private var targetList = DisplayList()
    /// Seconds per frame of the fixed clock that animations run on.
    public var frameStep = 1.0 / 60
    private var pendingMove: Event?
    /// Frames run so far; the fixed clock.
    public private(set) var frameNumber = 0
    /// The display list of the last frame that drew.
    public private(set) var displayList = DisplayList()
    /// Counters of the last frame.
    public private(set) var lastStats = FrameStats()
    /// Counters since the pipeline was made.
    public private(set) var totalStats = FrameStats()
    /// How long each phase of the last frame took; events and present are filled in by the host.
    public private(set) var lastTimings = FrameTimings()
    /// Pixels per point: 2 draws everything at twice the resolution, for HiDPI screens.
    public var scale: Double = 1 {
        didSet { if scale != oldValue { redrawAll() } }
    }
    /// Whether a `.windowClose` event arrived; the host decides what closing means.
    public private(set) var closeRequested = false
    /// The edits the last frame's update made.
    public private(set) var lastEdits: [DisplayEdit] = []

    /// Makes a pipeline that shows `content` on `renderer`. Its text fields copy
    /// to and paste from `clipboard`, or from one of the pipeline's own, in memory.
    public init(content: some View, renderer: OpaquePointer, size: Size, clipboard: (any ClipboardStore)? = nil) throws {
        try SDLLibrary.startFonts()
        measurer = TTFTextMeasurer()
        images = ImageLibrary()
        symbols = SymbolLibrary()
        canvas = Canvas(renderer: renderer, measurer: measurer, images: images, symbols: symbols)
        context = LayoutContext(textMeasurer: measurer, imageSizer: SDLImageSizer(images: images, symbols: symbols))
        self.size = size
        graph = ViewGraph(content: content, clipboard: clipboard)
    }

    /// Where this pipeline's text fields copy to and paste from.
    public var clipboard: any ClipboardStore { graph.clipboard }

    /// The title the content set with `.navigationTitle`, or "".
    public var windowTitle: String { graph.windowTitle }

    /// Whether the next frame has anything to do.
    public var hasWork: Bool {
        needsRedraw || graph.hasPendingUpdates || graph.windowLayout.needsPlacement || animator.isAnimating
            || !graph.tickingLayouts.isEmpty || router.isWatchingPointerRest
    }

    /// Changes the drawing area; the next frame lays out again.
    public func resize(to newSize: Size) {
        guard newSize != size else { return }
        size = newSize
        redrawAll()
    }

    /// Delivers an input event; handlers run now, and their state writes show on the next frame.
    /// Pointer moves are coalesced: only the last one before another event or the
    /// next frame is delivered, so a flood of motion costs one hit test.
    public func handle(_ event: Event) {
        if case .pointerMove = event {
            pendingMove = event
            return
        }
        deliverPendingMove()
        deliver(event)
    }

    /// Delivers an input event made while `modifiers` were held: a Ctrl- or
    /// Shift-click. Events delivered by `handle(_:)` count as made with none.
    public func handle(_ event: Event, modifiers: KeyModifiers) {
        deliverPendingMove()
        router.pointerModifiers = modifiers
        handle(event)
        router.pointerModifiers = []
    }

    private func deliver(_ event: Event) {
        let event = event.scaled(by: 1 / scale)
        switch event {
        case .windowResize(let newSize):
            // A nonsensical size lays out as an empty window rather than poisoning layout with NaN.
            func length(_ value: Double) -> Double { value.isFinite ? max(value, 0) : 0 }
            resize(to: Size(width: length(newSize.width), height: length(newSize.height)))
        case .windowClose: closeRequested = true
        default: break
        }
        router.frame = frameNumber
        router.handle(event, root: graph.windowLayout)
    }

    private func deliverPendingMove() {
        guard let move = pendingMove else { return }
        pendingMove = nil
        deliver(move)
    }

    /// The pointer shape for what is under the pointer.
    public var cursor: Cursor { router.cursor }

    /// Runs one frame. Returns whether it drew anything that needs presenting.
    @discardableResult
    public func runFrame() -> Bool {
        frameNumber += 1
        deliverPendingMove()
        var stats = FrameStats()
        var timings = FrameTimings()
        graph.frameTime = Double(frameNumber) * frameStep
        graph.frameStep = frameStep
        graph.tickingLayouts.tick(frame: frameNumber)
        router.tick(frame: frameNumber, root: graph.windowLayout)
        lastEdits = Stopwatch.time(&timings.update) { graph.update(deferringActions: true) }
        if graph.hasDeferredActions {
            // Let the animator see the settled state before onAppear and friends
            // run, so an animated change they make starts from it. That state is
            // the work of the transactions applied so far, so it animates with
            // theirs; the actions' own changes then start a transaction of their own.
            settleLayout(&timings, deferringActions: true)
            _ = animator.present(graph.makeDisplayList(), animation: graph.frameAnimation,
                                 at: Double(frameNumber) * frameStep, step: frameStep)
            graph.frameAnimation = nil
            lastEdits += Stopwatch.time(&timings.update) { graph.update() }
            needsRedraw = true
        }
        if !graph.focusRequests.isEmpty {
            // Bindings asked focus to move; doing so may write state, which settles next frame.
            router.apply(graph.focusRequests)
            graph.focusRequests.removeAll()
        }
        stats.bodyEvaluations = graph.takeBodyEvaluations()
        let created = canvas.textures.created, updated = canvas.textures.updated, destroyed = canvas.textures.destroyed
        let background = Color.windowBackground.resolve(in: graph.colorScheme)
        if background != canvas.background {
            // Every pixel shows the background somewhere, so all of them change.
            canvas.background = background
            redrawAll()
        }
        let laidOut = needsRedraw || graph.windowLayout.needsPlacement
        if laidOut {
            settleLayout(&timings, deferringActions: false)
            stats.bodyEvaluations += graph.takeBodyEvaluations()
            // A presentation that came or went takes or gives back focus, which may redraw a ring.
            router.followPresentations(in: graph.windowLayout)
            if graph.windowLayout.needsPlacement { settleLayout(&timings, deferringActions: false) }
            targetList = graph.makeDisplayList()
        }
        if laidOut || animator.isAnimating {
            // The animator turns the layout's target into what is on screen at this tick of the fixed clock.
            displayList = animator.present(targetList, animation: laidOut ? graph.frameAnimation : nil,
                                           at: Double(frameNumber) * frameStep, step: frameStep)
            draw(displayList, stats: &stats, timings: &timings)
            needsRedraw = false
        } else if !canvas.textures.failures.isEmpty, frameNumber % Self.failedTextureRetryFrames == 0 {
            // Memory may have been freed since a texture could not be made; an
            // idle window would otherwise show the placeholder until something changes.
            draw(displayList, stats: &stats, timings: &timings)
        }
        graph.frameAnimation = nil
        stats.texturesCreated = canvas.textures.created - created
        stats.texturesUpdated = canvas.textures.updated - updated
        stats.texturesDestroyed = canvas.textures.destroyed - destroyed
        stats.texturesAlive = canvas.textures.alive
        stats.textMeasurements = context.counters.takeTextMeasurements()
        lastStats = stats
        lastTimings = timings
        totalStats.accumulate(stats)
        return stats.framesPresented > 0
    }

    /// How often, in frames, graphics whose texture could not be made are drawn again.
    static let failedTextureRetryFrames = 30

    private func draw(_ list: DisplayList, stats: inout FrameStats, timings: inout FrameTimings) {
        let drawn = scale == 1 ? list : list.scaled(by: scale)
        stats.framesPresented = Stopwatch.time(&timings.render) { canvas.draw(drawn) } ? 1 : 0
        stats.graphicsDrawn = canvas.graphicsDrawn
        stats.pixelsRepainted = canvas.pixelsRepainted
    }

    /// Draws each frame into a texture that keeps its pixels, then copies it out:
    /// needed where the renderer forgets a frame once presented (OpenGL).
    public var drawsThroughFrameTexture: Bool {
        get { canvas.usesFrameTexture }
        set { canvas.usesFrameTexture = newValue }
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

    /// Paints the whole target on the next frame, as after the window was uncovered.
    public func redrawAll() {
        needsRedraw = true
        canvas.invalidateAll()
    }

    /// Draws on another renderer from now on, at another size. Textures belong
    /// to a renderer, so every graphic is drawn afresh on the next frame.
    public func retarget(to renderer: OpaquePointer, size newSize: Size) {
        canvas.textures.removeAll()
        let counters = (canvas.textures.created, canvas.textures.updated, canvas.textures.destroyed)
        canvas = Canvas(renderer: renderer, measurer: measurer, images: images, symbols: symbols)
        canvas.textures.created = counters.0
        canvas.textures.updated = counters.1
        canvas.textures.destroyed = counters.2
        size = newSize
        redrawAll()
    }

    /// Frees every texture; call before destroying the renderer.
    public func releaseTextures() {
        canvas.textures.removeAll()
    }
}
