import CSDL2
import Foundation
@_spi(TrellisExtension) import TrellisCore

/// One SDL window with its own renderer and frames: what `WindowLoop` runs,
/// several side by side. It turns this window's SDL events into core events
/// and presents the rectangles its frames repainted.
@MainActor
public final class SDLWindow {
    let window: OpaquePointer
    let renderer: OpaquePointer
    /// The frames of what the window shows.
    public let pipeline: FramePipeline
    /// SDL's id for the window, which its events carry.
    public let windowID: UInt32
    let defaultTitle: String
    /// The title the window shows now.
    private(set) var shownTitle: String
    /// The SDL renderer in use, such as `software` or `opengl`.
    public private(set) var rendererName = "unknown"
    /// Copies only the repainted rectangles to the screen on the software renderer.
    private var presenter: RegionPresenter
    /// Pixels per point.
    public let scale: Double
    /// Whether `close()` has run; the loop drops closed windows.
    public private(set) var isClosed = false
    private var shownCursor = Cursor.arrow
    private var shownTextInputRect: Rect?
    private var cursors: [Cursor: OpaquePointer] = [:]
    private var altAlone = false
    private var drops = SDLDrops()
    /// The X11 window behind this one; nil headless or on another video driver.
    let x11Window: UInt?
    /// SDL's connection to the X server, which the idle loop watches; nil when headless.
    var x11Display: OpaquePointer? { x11Window == nil ? nil : X11WindowID.display(of: window) }

    /// Opens a window titled `title` of `size` points showing `content`.
    ///
    /// Headless, it draws through SDL's dummy driver and the software renderer
    /// and keeps a clipboard of its own; otherwise it shares the desktop's.
    public convenience init(title: String, content: some View, size: Size, headless: Bool, scale: Double,
                            environment: EnvironmentValues = EnvironmentValues()) throws {
        try self.init(title: title, content: content, size: size, headless: headless, scale: scale,
                      environment: environment, observers: [])
    }

    /// A window whose `observers` watch from its first body on (a trace started with the app).
    package init(title: String, content: some View, size: Size, headless: Bool, scale: Double,
                 environment: EnvironmentValues, observers: [any FrameObserver]) throws {
        self.scale = scale
        defaultTitle = title
        shownTitle = title
        try SDLLibrary.startVideo(headless: headless)
        // Copied once: each read of `ProcessInfo.processInfo.environment` builds the whole dictionary again.
        let processEnvironment = ProcessInfo.processInfo.environment
        if !headless { try DisplayCheck.requireScreen(environment: processEnvironment) }
        // Windows made after this accept drops from other programs (X11's XdndAware is set at creation).
        for type in [SDL_DROPFILE, SDL_DROPTEXT, SDL_DROPBEGIN, SDL_DROPCOMPLETE] { _ = SDL_EventState(type.rawValue, SDL_ENABLE) }
        let centred = Int32(bitPattern: 0x2FFF_0000)
        func pixels(_ points: Double) -> Int32 { Self.windowPixels(points * scale, rounding: .toNearestOrAwayFromZero) }
        guard let window = SDL_CreateWindow(title, centred, centred, pixels(size.width), pixels(size.height),
                                            SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue) else {
            throw SDLError("Could not open a window")
        }
        let software = headless || SDLLibrary.wantsSoftwareRenderer
        let flags = software ? SDL_RENDERER_SOFTWARE.rawValue : SDL_RENDERER_ACCELERATED.rawValue
        guard let renderer = SDL_CreateRenderer(window, -1, flags) ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            let error = SDLError("Could not make a renderer")
            SDL_DestroyWindow(window)
            throw error
        }
        // Beyond this a window's surface alone would take gigabytes.
        SDL_SetWindowMaximumSize(window, Int32(ResourceLimits.drawingAreaSide), Int32(ResourceLimits.drawingAreaSide))
        self.window = window
        self.renderer = renderer
        windowID = SDL_GetWindowID(window)
        x11Window = headless ? nil : X11WindowID.of(window)
        // X11's drag messages arrive as system events; SDL turns only the final drop into events of its own.
        if x11Window != nil { _ = SDL_EventState(SDL_SYSWMEVENT.rawValue, SDL_ENABLE) }
        var environment = environment
        // The portal's dialogs name this window as their parent, so they open above it.
        let parentWindow = PortalParentWindow.handle(forX11Window: x11Window)
        // A window on the desktop opens links with it; a headless one has none to ask.
        if !headless && environment.urlOpener == nil { environment.urlOpener = DesktopURLOpener(parentWindow: parentWindow) }
        // File dialogs are the desktop's when a portal may be there to show them; else the built-in browser.
        if !headless && environment.fileChooser == nil {
            environment.fileChooser = PortalFileChooser.fromEnvironment(parentWindow: parentWindow)
        }
        let clipboard = headless ? nil : SDLClipboard(x11Display: x11Window.flatMap { _ in X11WindowID.display(of: window) })
        pipeline = try FramePipeline(content: content, renderer: renderer, size: size, clipboard: clipboard,
                                     environment: environment, observers: observers)
        pipeline.scale = scale
        presenter = RegionPresenter(window: window, renderer: renderer, environment: processEnvironment)
        var info = SDL_RendererInfo()
        if SDL_GetRendererInfo(renderer, &info) == 0 {
            rendererName = String(cString: info.name)
            pipeline.drawsThroughFrameTexture = info.flags & SDL_RENDERER_SOFTWARE.rawValue == 0
        }
    }

    /// The largest texture the renderer takes, in pixels.
    var maxTextureSize: (width: Int32, height: Int32) {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(renderer, &info) == 0 else { return (0, 0) }
        return (info.max_texture_width, info.max_texture_height)
    }

    /// Keeps the window between `minimum` and `maximum` points; an infinite side has no limit.
    public func setSizeLimits(minimum: Size, maximum: Size) {
        func pixels(_ points: Double) -> Int32 { Self.windowPixels(points * scale, rounding: .up) }
        SDL_SetWindowMinimumSize(window, pixels(minimum.width), pixels(minimum.height))
        SDL_SetWindowMaximumSize(window, maximum.width.isFinite ? pixels(maximum.width) : 16_384,
                                 maximum.height.isFinite ? pixels(maximum.height) : 16_384)
    }

    /// Gives the window the desktop's decorations (title bar and border), or takes them away.
    public func setBordered(_ bordered: Bool) {
        SDL_SetWindowBordered(window, bordered ? SDL_TRUE : SDL_FALSE)
    }

    /// Resizes the window to `size` points.
    public func setSize(_ size: Size) {
        func pixels(_ points: Double) -> Int32 { Self.windowPixels(points * scale, rounding: .up) }
        SDL_SetWindowSize(window, pixels(size.width), pixels(size.height))
    }

    /// Brings the window to the front with the keyboard.
    public func raise() {
        SDL_RaiseWindow(window)
    }

    /// Takes the views out (`onDisappear`, tasks cancelled), then frees the
    /// textures, the renderer and the window.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        pipeline.tearDown()
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
    }

    /// Shows the title the content asks for with `.navigationTitle`, else the window's own.
    func updateTitle() {
        let wanted = pipeline.windowTitle.isEmpty ? defaultTitle : pipeline.windowTitle
        guard wanted != shownTitle else { return }
        shownTitle = wanted
        SDL_SetWindowTitle(window, wanted)
    }

    /// Shows the frame: on the software renderer only the rectangles this frame
    /// repainted, when it drew; the whole frame otherwise.
    func present(onlyRepainted: Bool) {
        presenter.present(onlyRepainted ? pipeline.repaintedRegions + overlayRegion : [])
    }

    /// The performance overlay's panel, drawn after the content; presented with the repainted regions.
    private var overlayRegion: [SDL_Rect] = []

    /// Draws `overlay` over this frame's content, in the window's corner.
    func draw(_ overlay: PerformanceOverlay) {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        overlayRegion = [overlay.draw(on: renderer, targetWidth: width, scale: scale)]
    }

    /// Stops presenting the overlay's panel with each frame.
    func forgetOverlay() {
        overlayRegion = []
    }

    /// A window side in pixels that SDL takes: at least 1, at most a drawing area's side,
    /// and 1 for a side that is not a number, so a computed size cannot trap.
    static func windowPixels(_ pixels: Double, rounding: FloatingPointRoundingRule) -> Int32 {
        guard pixels.isFinite else { return 1 }
        return Int32(min(max(pixels.rounded(rounding), 1), Double(ResourceLimits.drawingAreaSide)))
    }

    /// Tells the input method where typing goes, so its candidate window opens beside the caret.
    func updateTextInputRect() {
        let wanted = pipeline.driver.textInputRect
        guard wanted != shownTextInputRect else { return }
        shownTextInputRect = wanted
        guard let wanted else { return }
        let scaled = Rect(x: wanted.x * scale, y: wanted.y * scale, width: wanted.width * scale, height: wanted.height * scale)
        var rect = SDL_Rect(x: Int32(clampingPixels: scaled.x), y: Int32(clampingPixels: scaled.y),
                            w: Int32(clampingPixels: scaled.width), h: Int32(clampingPixels: scaled.height))
        SDL_SetTextInputRect(&rect)
    }

    /// Sets the pointer shape for what is under the pointer.
    func updateCursor() {
        let wanted = pipeline.cursor
        guard wanted != shownCursor else { return }
        shownCursor = wanted
        let system: SDL_SystemCursor = switch wanted {
        case .arrow: SDL_SYSTEM_CURSOR_ARROW
        case .pointingHand: SDL_SYSTEM_CURSOR_HAND
        case .iBeam: SDL_SYSTEM_CURSOR_IBEAM
        }
        if cursors[wanted] == nil { cursors[wanted] = SDL_CreateSystemCursor(system) }
        if let cursor = cursors[wanted] { SDL_SetCursor(cursor) }
    }

    /// What one of this window's SDL events means to the core.
    enum Translation {
        /// A core event, with the modifiers held for a click.
        case event(Event, KeyModifiers)
        /// The window was minimised (true) or shown again (false).
        case minimised(Bool)
        /// Alt went down and up with no other key between: the menu bar's key.
        case altTapped
        /// Several core events, in order: the items of a drop, then its completion.
        case events([Event])
    }

    /// The core events a drag over this window makes, from one of its XDND messages.
    func follow(_ message: XdndMessage) -> [Event] {
        drops.follow(message, window: window)
    }

    /// Turns one SDL event for this window into what it means, if anything.
    func translate(_ event: SDL_Event) -> Translation? {
        switch SDL_EventType(event.type) {
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_SIZE_CHANGED:
                return .event(.windowResize(Size(width: Double(event.window.data1), height: Double(event.window.data2))), [])
            case SDL_WINDOWEVENT_EXPOSED: pipeline.redrawAll()
            case SDL_WINDOWEVENT_CLOSE: return .event(.windowClose, [])
            case SDL_WINDOWEVENT_FOCUS_GAINED: return .event(.windowFocusIn, [])
            case SDL_WINDOWEVENT_FOCUS_LOST: return .event(.windowFocusOut, [])
            case SDL_WINDOWEVENT_LEAVE: return .event(.pointerLeave, [])
            case SDL_WINDOWEVENT_MINIMIZED: return .minimised(true)
            case SDL_WINDOWEVENT_RESTORED: return .minimised(false)
            default: break
            }
        case SDL_MOUSEBUTTONDOWN:
            altAlone = false
            return .event(.pointerDown(Point(x: Double(event.button.x), y: Double(event.button.y)),
                                       button: SDLPointerMapping.button(event.button.button)),
                          SDLKeyMapping.modifiers(UInt16(truncatingIfNeeded: SDL_GetModState().rawValue)))
        case SDL_MOUSEBUTTONUP:
            return .event(.pointerUp(Point(x: Double(event.button.x), y: Double(event.button.y)),
                                     button: SDLPointerMapping.button(event.button.button)), [])
        case SDL_KEYDOWN, SDL_KEYUP:
            let code = event.key.keysym.sym
            let isAlt = code == SDLK_LALT.rawValue || code == SDLK_RALT.rawValue
            if isAlt {
                if event.type == SDL_KEYDOWN.rawValue {
                    altAlone = event.key.repeat == 0 ? true : altAlone
                } else if altAlone {
                    altAlone = false
                    return .altTapped
                }
                return nil
            }
            altAlone = false
            if let key = SDLKeyMapping.key(code) {
                let modifiers = SDLKeyMapping.modifiers(event.key.keysym.mod)
                return .event(event.type == SDL_KEYDOWN.rawValue ? .keyDown(key, modifiers) : .keyUp(key, modifiers), [])
            }
        case SDL_TEXTINPUT:
            let text = withUnsafeBytes(of: event.text.text) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            return .event(.textInput(text), [])
        case SDL_TEXTEDITING:
            let text = withUnsafeBytes(of: event.edit.text) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            return .event(.textEditing(text, start: Int(event.edit.start), length: Int(event.edit.length)), [])
        case SDL_MOUSEWHEEL:
            // SDL counts wheel notches up as positive; scrolling down moves the content up.
            var x: Int32 = 0, y: Int32 = 0
            SDL_GetMouseState(&x, &y)
            return .event(.scroll(dx: Double(event.wheel.preciseX) * 40, dy: Double(-event.wheel.preciseY) * 40,
                                  at: Point(x: Double(x), y: Double(y))), [])
        case SDL_DROPBEGIN, SDL_DROPFILE, SDL_DROPTEXT, SDL_DROPCOMPLETE:
            let events = drops.translate(event, window: window)
            return events.isEmpty ? nil : .events(events)
        case SDL_MOUSEMOTION:
            drops.lastPointer = Point(x: Double(event.motion.x), y: Double(event.motion.y))
            return .event(.pointerMove(Point(x: Double(event.motion.x), y: Double(event.motion.y))), [])
        default:
            break
        }
        return nil
    }
}
