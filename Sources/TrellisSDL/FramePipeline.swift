import CSDL2
@_spi(TrellisExtension) import TrellisCore

/// One window's frames on an SDL renderer: a `FrameDriver`, which owns the
/// order of a frame, drawing through a `CanvasBackend`.
///
/// Windows, the headless test host and the benchmark all drive frames through
/// this type, so they take the same path.
@MainActor
public final class FramePipeline {
    /// Runs the frames; everything but drawing happens there.
    package let driver: FrameDriver
    private let backend: CanvasBackend

    /// Makes a pipeline that shows `content` on `renderer`. Its text fields copy
    /// to and paste from `clipboard`, or from one of the pipeline's own, in memory.
    /// The root view sees `environment`.
    public convenience init(content: some View, renderer: OpaquePointer, size: Size, clipboard: (any ClipboardStore)? = nil,
                            environment: EnvironmentValues = EnvironmentValues()) throws {
        try self.init(content: content, renderer: renderer, size: size, clipboard: clipboard, environment: environment,
                      observers: [])
    }

    /// A pipeline whose `observers` watch from its first body on, as a trace started with the app does.
    package init(content: some View, renderer: OpaquePointer, size: Size, clipboard: (any ClipboardStore)?,
                 environment: EnvironmentValues, observers: [any FrameObserver]) throws {
        try SDLLibrary.startFonts()
        backend = CanvasBackend(renderer: renderer)
        driver = FrameDriver(content: content, backend: backend, size: size, clipboard: clipboard, environment: environment,
                             observers: observers)
        driver.graph.recordsEdits = false
    }

    /// The view graph being shown.
    package var graph: ViewGraph { driver.graph }
    /// Draws the frames, for the window's presenting and tests of textures.
    var canvas: Canvas { backend.canvas }

    /// The drawing area, in points.
    public var size: Size { driver.size }
    /// Seconds per frame of the fixed clock that animations run on.
    public var frameStep: Double {
        get { driver.frameStep }
        set { driver.frameStep = newValue }
    }
    /// Frames run so far; the fixed clock.
    public var frameNumber: Int { driver.frameNumber }
    /// The display list of the last frame that drew.
    public var displayList: DisplayList { driver.displayList }
    /// Counters of the last frame.
    public var lastStats: FrameStats { driver.lastStats }
    /// Counters since the pipeline was made.
    public var totalStats: FrameStats { driver.totalStats }
    /// How long each phase of the last frame took; events and present are filled in by the host.
    public var lastTimings: FrameTimings { driver.lastTimings }
    /// Pixels per point: 2 draws everything at twice the resolution, for HiDPI screens.
    public var scale: Double {
        get { driver.scale }
        set { driver.scale = newValue }
    }
    /// Whether a `.windowClose` event arrived; the host decides what closing means.
    public var closeRequested: Bool { driver.closeRequested }
    /// The edits the last frame's update made, while `recordsEdits` is on; empty otherwise.
    public var lastEdits: [DisplayEdit] { driver.lastEdits }
    /// Whether frames keep their edits for `lastEdits`: off unless turned on,
    /// as a test host does. Nothing a window draws depends on them, and a
    /// change's offset in its container costs a climb to the container.
    public var recordsEdits: Bool {
        get { graph.recordsEdits }
        set { graph.recordsEdits = newValue }
    }

    /// Where this pipeline's text fields copy to and paste from.
    public var clipboard: any ClipboardStore { graph.clipboard }

    /// The title the content set with `.navigationTitle`, or "".
    public var windowTitle: String { graph.windowTitle }

    /// Whether the next frame has anything to do.
    public var hasWork: Bool { driver.hasWork }

    /// Changes the drawing area; the next frame lays out again.
    public func resize(to newSize: Size) {
        driver.resize(to: newSize)
    }

    /// Delivers an input event; handlers run now, and their state writes show on the next frame.
    /// Pointer moves are coalesced: only the last one before another event or the
    /// next frame is delivered, so a flood of motion costs one hit test.
    public func handle(_ event: Event) {
        driver.handle(event)
    }

    /// Delivers an input event made while `modifiers` were held: a Ctrl- or
    /// Shift-click. Events delivered by `handle(_:)` count as made with none.
    public func handle(_ event: Event, modifiers: KeyModifiers) {
        driver.handle(event, modifiers: modifiers)
    }

    /// The pointer shape for what is under the pointer.
    public var cursor: Cursor { driver.cursor }

    /// The view graph, layout tree and display list after the last frame, as text.
    public func treeDumps() -> TreeDumps { driver.treeDumps() }

    /// Runs one frame. Returns whether it drew anything that needs presenting.
    @discardableResult
    public func runFrame() -> Bool {
        driver.runFrame()
    }

    /// Runs one frame and hands it to `present` as its last phase, told
    /// whether anything was drawn. Returns whether it drew anything.
    @discardableResult
    package func runFrame(presenting present: (_ drew: Bool) throws -> Void) rethrows -> Bool {
        try driver.runFrame(presenting: present)
    }

    /// How often, in frames, graphics whose texture could not be made are drawn again.
    static var failedTextureRetryFrames: Int { FrameDriver.failedTextureRetryFrames }

    /// Draws each frame into a texture that keeps its pixels, then copies it out:
    /// needed where the renderer forgets a frame once presented (OpenGL).
    public var drawsThroughFrameTexture: Bool {
        get { canvas.usesFrameTexture }
        set { canvas.usesFrameTexture = newValue }
    }

    /// The rectangles, in target pixels, that the last frame repainted; empty when it drew nothing.
    public var repaintedRegions: [SDL_Rect] { canvas.repaintedRegions }

    /// Paints the whole target on the next frame, as after the window was uncovered.
    public func redrawAll() {
        driver.redrawAll()
    }

    /// Draws on another renderer from now on, at another size. Textures belong
    /// to a renderer, so every graphic is drawn afresh on the next frame.
    public func retarget(to renderer: OpaquePointer, size newSize: Size) {
        backend.retarget(to: renderer)
        driver.resize(to: newSize)
        driver.redrawAll()
    }

    /// Frees every texture; call before destroying the renderer.
    public func releaseTextures() {
        backend.releaseTextures()
    }

    /// Takes the views out, as closing the window does (their `onDisappear`
    /// runs and their tasks are cancelled), then frees every texture; call
    /// before destroying the renderer.
    public func tearDown() {
        driver.graph.tearDown()
        backend.releaseTextures()
    }
}
