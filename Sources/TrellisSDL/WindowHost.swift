import CSDL2
import Foundation
import TrellisCore

/// Shows a view in an SDL window and runs the fixed-rate frame loop.
///
/// The loop sleeps in `SDL_WaitEventTimeout` while nothing is happening, so an
/// idle window costs almost nothing; when there is work it runs one frame per
/// tick of the fixed clock.
@MainActor
public final class WindowHost {
    private let window: OpaquePointer
    private let renderer: OpaquePointer
    private let pipeline: FramePipeline
    private let options: LaunchOptions
    private let defaultTitle: String
    private var shownTitle: String
    /// Frames per second of the fixed clock; `TRELLIS_FPS` sets it.
    public var frameRate: Double = 60
    /// The SDL renderer in use, such as `software` or `opengl`.
    public private(set) var rendererName = "unknown"
    /// Where this window's text fields copy to and paste from: the desktop's
    /// clipboard, or one of the window's own when headless.
    public var clipboard: any ClipboardStore { pipeline.clipboard }

    private let stats = StatsReporter()
    private var dumpsTextFrames = ProcessInfo.processInfo.environment["TRELLIS_DUMP_TEXT_FRAMES"] == "1"
    private var shownCursor = Cursor.arrow
    private var shownTextInputRect: Rect?
    private var cursors: [Cursor: OpaquePointer] = [:]
    /// Whether presenting copies only the repainted rectangles (the software renderer).
    private var presentsRepaintedRegions = false
    /// Pixels per point, from `TRELLIS_SCALE`.
    private let scale: Double

    /// Opens a window titled `title` showing `content`.
    public init(title: String, content: some View, options: LaunchOptions) throws {
        self.options = options
        let environment = ProcessInfo.processInfo.environment
        scale = environment["TRELLIS_SCALE"].flatMap(Double.init).map { min(max($0, 0.5), 4) } ?? 1
        if let fps = environment["TRELLIS_FPS"].flatMap(Double.init), fps >= 1, fps <= 1000 { frameRate = fps }
        defaultTitle = title
        shownTitle = title
        if !options.headless {
            let environment = ProcessInfo.processInfo.environment
            if (environment["DISPLAY"] ?? "").isEmpty && (environment["WAYLAND_DISPLAY"] ?? "").isEmpty {
                throw LaunchError("""
                    no display: DISPLAY is not set, so there is nowhere to open a window. \
                    Run this under an X server (for example xvfb-run), or pass --headless \
                    to draw without a window and write a screenshot.
                    """)
            }
        }
        try SDLLibrary.startVideo(headless: options.headless)
        if !options.headless { try DisplayCheck.requireScreen(environment: environment) }
        let centred = Int32(bitPattern: 0x2FFF_0000)
        guard let window = SDL_CreateWindow(title, centred, centred, Int32(clampingPixels: Double(options.width) * scale),
                                            Int32(clampingPixels: Double(options.height) * scale),
                                            SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue) else {
            throw SDLError("Could not open a window")
        }
        let flags = options.headless ? SDL_RENDERER_SOFTWARE.rawValue : SDL_RENDERER_ACCELERATED.rawValue
        guard let renderer = SDL_CreateRenderer(window, -1, flags) ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            let error = SDLError("Could not make a renderer")
            SDL_DestroyWindow(window)
            throw error
        }
        // Beyond this a window's surface alone would take gigabytes.
        SDL_SetWindowMaximumSize(window, Int32(ResourceLimits.drawingAreaSide), Int32(ResourceLimits.drawingAreaSide))
        self.window = window
        self.renderer = renderer
        // A headless window keeps its clipboard to itself; a real one shares the desktop's.
        pipeline = try FramePipeline(content: content, renderer: renderer,
                                     size: Size(width: Double(options.width), height: Double(options.height)),
                                     clipboard: options.headless ? nil : SDLClipboard())
        pipeline.scale = scale
        var info = SDL_RendererInfo()
        if SDL_GetRendererInfo(renderer, &info) == 0 {
            rendererName = String(cString: info.name)
            pipeline.drawsThroughFrameTexture = info.flags & SDL_RENDERER_SOFTWARE.rawValue == 0
            presentsRepaintedRegions = !pipeline.drawsThroughFrameTexture && environment["TRELLIS_PRESENT_WHOLE"] != "1"
        }
        if stats.isEnabled {
            print("trellis: renderer \(rendererName), max texture \(info.max_texture_width)×\(info.max_texture_height), scale \(scale)")
        }
    }

    /// Runs until the window is closed, or for `options.frames` frames.
    public func run() throws {
        let wakeEvent = SDL_RegisterEvents(1)
        pipeline.graph.wakeUp = {
            // SDL_PushEvent is safe from any thread; it ends the wait below.
            var event = SDL_Event()
            event.type = wakeEvent
            SDL_PushEvent(&event)
        }
        SDL_StartTextInput()
        pipeline.frameStep = 1 / frameRate
        // Timers and timelines follow real time, except in a run of a set number of frames (screenshots).
        if options.frames == nil { pipeline.graph.clock.followRealTime() }
        var framesRun = 0
        let tick = 1.0 / frameRate
        var running = true
        while running {
            let deadline = SDL_GetTicks64() + UInt64(tick * 1000)
            // Idle: sleep until input arrives. The timeout only lets tasks queued
            // on the main actor run, since they cannot interrupt SDL's wait.
            let busy = pipeline.hasWork || options.frames != nil
            var timings = FrameTimings()
            running = Stopwatch.time(&timings.events) {
                let open = drainEvents(waitingMilliseconds: busy ? 0 : idleWait(limit: 50))
                RunLoop.main.run(until: Date())
                return open
            }
            let drew = pipeline.runFrame()
            updateCursor()
            updateTextInputRect()
            let wanted = pipeline.windowTitle.isEmpty ? defaultTitle : pipeline.windowTitle
            if wanted != shownTitle {
                shownTitle = wanted
                SDL_SetWindowTitle(window, wanted)
            }
            if drew || options.frames != nil {
                if framesRun + 1 == options.frames, let path = options.screenshot {
                    try writeScreenshot(to: path)
                }
                Stopwatch.time(&timings.present) { present(onlyRepainted: drew && options.frames == nil) }
            }
            if drew && dumpsTextFrames {
                // For driving the window from outside (xdotool): where each text is, in window pixels.
                dumpsTextFrames = false
                for graphic in pipeline.displayList.graphics {
                    guard case .text(let run) = graphic.content else { continue }
                    let f = graphic.frame.scaled(by: scale)
                    print("text-frame: \(Int(f.x)) \(Int(f.y)) \(Int(f.width)) \(Int(f.height)) \(run.string)")
                }
                fflush(nil)
            }
            let frame = pipeline.lastTimings
            timings.update = frame.update
            timings.layout = frame.layout
            timings.render = frame.render
            // Every turn is noted, so an idle second still prints its line.
            stats.record(drew ? timings : nil, stats: pipeline.lastStats)
            framesRun += 1
            if let limit = options.frames, framesRun >= limit { break }
            let now = SDL_GetTicks64()
            // Every frame that advanced the clock is paced, drawn or not: an animation
            // in its delay, or moving less than a pixel, still runs in real time.
            if drew || busy, options.frames == nil, now < deadline { SDL_Delay(UInt32(deadline - now)) }
        }
        pipeline.releaseTextures()
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
    }

    /// Shows the frame. The software renderer draws straight into the window's
    /// surface, so only the rectangles this frame repainted need copying to the
    /// screen, not the whole window; other renderers present their frame whole.
    private func present(onlyRepainted: Bool) {
        var regions = pipeline.canvas.repaintedRegions
        guard onlyRepainted, presentsRepaintedRegions, !regions.isEmpty else {
            SDL_RenderPresent(renderer)
            return
        }
        SDL_RenderFlush(renderer)
        if SDL_UpdateWindowSurfaceRects(window, &regions, Int32(regions.count)) != 0 {
            Diagnostics.warnOnce("present-regions", SDLError("Could not copy the changed rectangles to the window; presenting it whole").description)
            presentsRepaintedRegions = false
            SDL_RenderPresent(renderer)
        }
    }

    /// How long an idle loop may sleep: until the next timer or timeline date, at most `limit` ms.
    private func idleWait(limit: Int32) -> Int32 {
        guard let seconds = pipeline.graph.clock.secondsUntilNextAlarm else { return limit }
        return Int32(min(max(seconds * 1000, 0).rounded(.up), Double(limit)))
    }

    /// Handles every waiting event; waits up to `waitingMilliseconds` for the
    /// first (-1 waits for ever). Returns false when the window should close.
    private func drainEvents(waitingMilliseconds: Int32) -> Bool {
        var event = SDL_Event()
        var gotEvent = waitingMilliseconds < 0 ? SDL_WaitEvent(&event) : SDL_WaitEventTimeout(&event, waitingMilliseconds)
        while gotEvent != 0 {
            if !handle(event) { return false }
            gotEvent = SDL_PollEvent(&event)
        }
        return true
    }

    /// Turns one SDL event into core events; returns false once the window should close.
    private func handle(_ event: SDL_Event) -> Bool {
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            pipeline.handle(.windowClose)
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_SIZE_CHANGED:
                pipeline.handle(.windowResize(Size(width: Double(event.window.data1), height: Double(event.window.data2))))
            case SDL_WINDOWEVENT_EXPOSED: pipeline.redrawAll()
            case SDL_WINDOWEVENT_CLOSE: pipeline.handle(.windowClose)
            case SDL_WINDOWEVENT_FOCUS_GAINED: pipeline.handle(.windowFocusIn)
            case SDL_WINDOWEVENT_FOCUS_LOST: pipeline.handle(.windowFocusOut)
            case SDL_WINDOWEVENT_LEAVE: pipeline.handle(.pointerLeave)
            default: break
            }
        case SDL_MOUSEBUTTONDOWN:
            pipeline.handle(.pointerDown(Point(x: Double(event.button.x), y: Double(event.button.y)),
                                         button: SDLPointerMapping.button(event.button.button)),
                            modifiers: SDLKeyMapping.modifiers(UInt16(truncatingIfNeeded: SDL_GetModState().rawValue)))
        case SDL_MOUSEBUTTONUP:
            pipeline.handle(.pointerUp(Point(x: Double(event.button.x), y: Double(event.button.y)),
                                       button: SDLPointerMapping.button(event.button.button)))
        case SDL_KEYDOWN, SDL_KEYUP:
            if let key = SDLKeyMapping.key(event.key.keysym.sym) {
                let modifiers = SDLKeyMapping.modifiers(event.key.keysym.mod)
                pipeline.handle(event.type == SDL_KEYDOWN.rawValue ? .keyDown(key, modifiers) : .keyUp(key, modifiers))
            }
        case SDL_TEXTINPUT:
            let text = withUnsafeBytes(of: event.text.text) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            pipeline.handle(.textInput(text))
        case SDL_TEXTEDITING:
            let text = withUnsafeBytes(of: event.edit.text) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            pipeline.handle(.textEditing(text, start: Int(event.edit.start), length: Int(event.edit.length)))
        case SDL_MOUSEWHEEL:
            // SDL counts wheel notches up as positive; scrolling down moves the content up.
            var x: Int32 = 0, y: Int32 = 0
            SDL_GetMouseState(&x, &y)
            pipeline.handle(.scroll(dx: Double(event.wheel.preciseX) * 40, dy: Double(-event.wheel.preciseY) * 40,
                                    at: Point(x: Double(x), y: Double(y))))
        case SDL_MOUSEMOTION:
            pipeline.handle(.pointerMove(Point(x: Double(event.motion.x), y: Double(event.motion.y))))
        default:
            break
        }
        return !pipeline.closeRequested
    }

    /// Tells the input method where typing goes, so its candidate window opens beside the caret.
    private func updateTextInputRect() {
        let wanted = pipeline.driver.textInputRect
        guard wanted != shownTextInputRect else { return }
        shownTextInputRect = wanted
        guard let wanted else { return }
        var rect = SDL_Rect(x: Int32(wanted.x.rounded()), y: Int32(wanted.y.rounded()),
                            w: Int32(wanted.width.rounded()), h: Int32(wanted.height.rounded()))
        SDL_SetTextInputRect(&rect)
    }

    private func updateCursor() {
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

    private func writeScreenshot(to path: String) throws {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            throw SDLError("Could not make a surface for the screenshot")
        }
        defer { SDL_FreeSurface(surface) }
        if SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, surface.pointee.pixels, surface.pointee.pitch) != 0 {
            throw SDLError("Could not read the window's pixels")
        }
        if IMG_SavePNG(surface, path) != 0 { throw SDLError("Could not write \(path)") }
        print("screenshot: \(URL(fileURLWithPath: path).standardizedFileURL.path)")
    }
}
