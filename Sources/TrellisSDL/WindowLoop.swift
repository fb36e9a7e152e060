import CSDL2
import Foundation
@_spi(TrellisExtension) import TrellisCore

/// Runs every window of a process on one frame loop: one SDL event pump that
/// hands each event to the window it belongs to, then a frame for each window,
/// each with its own damage and renderer.
///
/// The loop sleeps while no window has work (see `IdleWait`) until an event,
/// main-queue work, a run-loop timer or a window's next alarm, so idle windows
/// cost almost nothing; when there is work it runs one frame per tick of the
/// fixed clock. What an event means to the app (a shortcut, a close) is
/// the delegate's to decide.
@MainActor
public final class WindowLoop {
    private let options: LaunchOptions
    /// The windows, oldest first; closed ones are dropped each turn.
    public private(set) var windows: [SDLWindow] = []
    /// Frames per second of the fixed clock; `TRELLIS_FPS` sets it.
    public var frameRate: Double = 60
    /// Receives `event`, which arrived in `window` with `modifiers` held (for clicks).
    public var deliver: @MainActor (_ event: Event, _ window: SDLWindow, _ modifiers: KeyModifiers) -> Void = { event, window, modifiers in
        window.pipeline.handle(event, modifiers: modifiers)
    }
    /// Told when a window is minimised (true) or shown again (false).
    public var minimised: @MainActor (_ window: SDLWindow, _ minimised: Bool) -> Void = { _, _ in }
    /// Told when Alt is pressed and let go alone in a window.
    public var altTapped: @MainActor (_ window: SDLWindow) -> Void = { _ in }
    /// Told when the desktop asks the whole app to quit.
    public var quit: @MainActor () -> Void = {}
    /// Told after each window's frame.
    public var frameDidRun: @MainActor (_ window: SDLWindow) -> Void = { _ in }
    /// The window keys go to when SDL names none (no window has the X input
    /// focus yet, as under a bare X server); by default the newest.
    public var keyWindow: @MainActor () -> SDLWindow? = { nil }
    /// Told when a screen reader connects (true) or goes away (false).
    public var screenReaderDidChange: @MainActor (_ isRunning: Bool) -> Void = { _ in }
    private var screenReaderWasRunning = false
    /// Whether the delegate has work beyond the windows' own (keys to send after a frame).
    public var hasWork: @MainActor () -> Bool = { false }
    /// Whether to go on with no window open: an app with an icon in the tray.
    public var keepsRunning: @MainActor () -> Bool = { false }
    /// Called after every turn of the loop, for work beside the windows' frames (tray menus).
    public var turnDidEnd: @MainActor () -> Void = {}
    /// Whether the loop should end; by default, when no window is open.
    public var isFinished: @MainActor () -> Bool = { false }

    private let stats = StatsReporter()
    /// `TRELLIS_DUMP_TEXT_FRAMES`: `1` prints where the texts are after the first drawn frame, `every` after each.
    private var dumpsTextFrames = ["1", "every"].contains(EnvironmentVariables.value(of: "TRELLIS_DUMP_TEXT_FRAMES"))
    private let dumpsEveryFrame = EnvironmentVariables.value(of: "TRELLIS_DUMP_TEXT_FRAMES") == "every"
    private let idleWait = IdleWait()
    /// Ctrl+Alt+Shift+D and `TRELLIS_DUMP`: the windows' trees as text, for debugging.
    private let treeDumps = TreeDumpRequests()
    /// The windows on the AT-SPI accessibility bus, while a screen reader is there.
    private lazy var accessibility = ATSPIBridge(windows: { [unowned self] in self.windows }, wake: { [signal = idleWait.signal] in signal.ring() })
    /// Ctrl+Alt+P and `TRELLIS_OVERLAY=1`: the performance overlay in a window's corner.
    private let overlays = PerformanceOverlays()
    /// `TRELLIS_TRACE` or `--trace`: each window's frames written as a Chrome trace; `nil` while off.
    private let traceRecorder: TraceRecorder?

    /// A loop for windows run as `options` say (headless, a number of frames, a screenshot).
    public init(options: LaunchOptions) {
        self.options = options
        frameRate = ResourceLimits.frameRate
        traceRecorder = TraceRecorder.fromEnvironment(path: options.trace)
    }

    /// What the next window made for this loop, titled `title`, watches its frames with from its
    /// first body on: its track of the trace, while tracing is on, named as the window is titled
    /// (a trace viewer lists tracks by name; an untitled window is named by its place).
    package func observersForNextWindow(titled title: String) -> [any FrameObserver] {
        guard let traceRecorder else { return [] }
        let name = title.isEmpty ? "window \(windows.count + 1)" : title
        return [FrameTrace(recorder: traceRecorder, windowName: name)]
    }

    /// Adds a window to the loop; its writes wake the loop from any thread.
    public func add(_ window: SDLWindow) {
        // A write from any thread, to a window's state, ends the idle loop's sleep.
        let signal = idleWait.signal
        window.pipeline.graph.wakeUp = { signal.ring() }
        if let display = window.x11Display { idleWait.watchConnection(to: display) }
        window.pipeline.frameStep = 1 / frameRate
        // Timers and timelines follow real time, except in a run of a set number of frames (screenshots).
        if options.frames == nil { window.pipeline.graph.clock.followRealTime() }
        windows.append(window)
        overlays.windowAdded(window)
        if stats.isEnabled {
            let texture = window.maxTextureSize
            print("trellis: renderer \(window.rendererName), max texture \(texture.width)×\(texture.height), scale \(window.scale)")
        }
    }

    /// Runs until every window is closed or `isFinished` says so, or for `options.frames` frames.
    public func run() throws {
        SDL_StartTextInput()
        // A run headless, or of a set number of frames, has no reader to serve.
        if !options.headless, options.frames == nil { accessibility.start() }
        var framesRun = 0
        let tick = 1.0 / frameRate
        while !windows.isEmpty || keepsRunning(), !isFinished() {
            let deadline = SDL_GetTicks64() + UInt64(tick * 1000)
            // Idle: sleep until input, main-queue work, a run-loop timer or a window's next alarm.
            let busy = hasAnyWork || options.frames != nil
            var timings = FrameTimings()
            Stopwatch.time(&timings.events) {
                if !busy { idleWait.sleep(until: nextAlarm(), unless: { self.hasAnyWork }) }
                drainEvents()
                // Main-queue work and timers that fell due while the last frame ran.
                RunLoop.main.run(until: Date())
            }
            dropClosedWindows()
            var drewAny = false
            var lastStats = FrameStats()
            let lastFrame = options.frames.map { framesRun + 1 == $0 } ?? false
            for window in windows where !window.isClosed {
                // The window's frame runs its phases, presenting last; see `FrameDriver.runFrame`.
                let drew = try window.pipeline.runFrame { drew in
                    guard drew || options.frames != nil else { return }
                    // After the content and before the screenshot, over its own rectangle only.
                    overlays.drawIfShown(in: window)
                    if lastFrame, window === windows.first, let path = options.screenshot {
                        try window.writeScreenshot(to: path)
                    }
                    window.present(onlyRepainted: drew && options.frames == nil)
                }
                treeDumps.frameDidRun(window.pipeline, drew: drew)
                accessibility.frameDidRun(window, drew: drew)
                frameDidRun(window)
                if window.isClosed { continue }
                window.updateTitle()
                if drew {
                    drewAny = true
                    lastStats = window.pipeline.lastStats
                    let frame = window.pipeline.lastTimings
                    for phase in FramePhase.allCases where phase != .input { timings[phase] += frame[phase] }
                    dumpTextFrames(of: window)
                    window.updateTextInputRect()
                }
            }
            if let mouse = SDL_GetMouseFocus(), let window = windows.first(where: { $0.windowID == SDL_GetWindowID(mouse) }) {
                window.updateCursor()
            }
            dropClosedWindows()
            turnDidEnd()
            accessibility.loopDidTurn()
            // The bridge connects between turns, when the desktop's answer arrives on the main queue.
            if accessibility.isConnected != screenReaderWasRunning {
                screenReaderWasRunning = accessibility.isConnected
                screenReaderDidChange(screenReaderWasRunning)
            }
            // Every turn is noted, so an idle second still prints its line.
            stats.record(drewAny ? timings : nil, stats: lastStats)
            framesRun += 1
            if let limit = options.frames, framesRun >= limit { break }
            let now = SDL_GetTicks64()
            // Every frame that advanced the clock is paced, drawn or not: an animation
            // in its delay, or moving less than a pixel, still runs in real time. A run of
            // `--frames N` is paced too: unpaced, an idle window spun a core at hundreds of frames a second.
            if drewAny || busy, now < deadline { SDL_Delay(UInt32(deadline - now)) }
        }
        idleWait.stop()
        accessibility.stop()
        for window in windows { window.close() }
        windows.removeAll()
        traceRecorder?.writeAndWait()
    }

    /// Drops the windows that closed, and their overlays.
    private func dropClosedWindows() {
        for window in windows where window.isClosed { overlays.windowClosed(window) }
        windows.removeAll { $0.isClosed }
    }

    private var hasAnyWork: Bool { hasWork() || windows.contains { $0.pipeline.hasWork } }

    /// For driving windows from outside (xdotool): where each text is, in window pixels, once or after
    /// every drawn frame; each frame's lines end with `text-frames-end`, so a reader can take the last whole frame.
    /// Before it, `text-frames-time:` gives when the frame was drawn, in seconds of the monotonic clock
    /// (`DispatchTime`'s uptime), so a test can tell how late a change arrived.
    private func dumpTextFrames(of window: SDLWindow) {
        guard dumpsTextFrames else { return }
        dumpsTextFrames = dumpsEveryFrame
        for graphic in window.pipeline.displayList.graphics {
            guard case .text(let run) = graphic.content else { continue }
            let f = graphic.frame.scaled(by: window.scale)
            print("text-frame: \(Int(f.x)) \(Int(f.y)) \(Int(f.width)) \(Int(f.height)) \(run.string)")
        }
        print("text-frames-time: \(Double(DispatchTime.now().uptimeNanoseconds) / 1e9)")
        print("text-frames-end")
        fflush(nil)
    }

    /// When an idle loop must wake by itself: at the next alarm of a window's clock (a timer,
    /// a timeline's next date, a navigation slide's end), and each second while `TRELLIS_STATS` prints a line a second.
    private func nextAlarm() -> Date? {
        var seconds = windows.compactMap { $0.pipeline.graph.clock.secondsUntilNextAlarm }.min()
        if stats.isEnabled { seconds = min(seconds ?? 1, 1) }
        return seconds.map { Date(timeIntervalSinceNow: $0) }
    }

    /// Handles every waiting event.
    private func drainEvents() {
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            dispatch(event)
            if isFinished() { return }
        }
    }

    /// Hands one SDL event to the window it names.
    private func dispatch(_ event: SDL_Event) {
        if event.type == SDL_QUIT.rawValue { return quit() }
        if event.type == SDL_SYSWMEVENT.rawValue {
            // Only XDND messages matter; the X11 window they name says which of ours a drag is over.
            guard let message = XdndMessage(event),
                  let window = windows.first(where: { $0.x11Window == message.window && !$0.isClosed }) else { return }
            for core in window.follow(message) { deliver(core, window, []) }
            return
        }
        guard let id = Self.windowID(of: event) else { return }
        var target = windows.first { $0.windowID == id && !$0.isClosed }
        let isTyping = event.type == SDL_KEYDOWN.rawValue || event.type == SDL_KEYUP.rawValue || event.type == SDL_TEXTINPUT.rawValue
            || event.type == SDL_TEXTEDITING.rawValue
        // A drop SDL could not tie to a window goes where the keyboard is, as typing does.
        let isDrop = (SDL_DROPFILE.rawValue...SDL_DROPCOMPLETE.rawValue).contains(event.type)
        if target == nil, isTyping || isDrop { target = keyWindow() ?? windows.last { !$0.isClosed } }
        guard let window = target else { return }
        switch window.translate(event) {
        case .event(let core, let modifiers)?:
            if !treeDumps.take(core, for: window.pipeline), !overlays.take(core, for: window) { deliver(core, window, modifiers) }
        case .minimised(let isMinimised)?: minimised(window, isMinimised)
        case .altTapped?: altTapped(window)
        case .events(let events)?: for core in events { deliver(core, window, []) }
        case nil: break
        }
    }

    /// The window an SDL event belongs to, if it belongs to one.
    private static func windowID(of event: SDL_Event) -> UInt32? {
        switch SDL_EventType(event.type) {
        case SDL_WINDOWEVENT: event.window.windowID
        case SDL_KEYDOWN, SDL_KEYUP: event.key.windowID
        case SDL_TEXTINPUT: event.text.windowID
        case SDL_TEXTEDITING: event.edit.windowID
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP: event.button.windowID
        case SDL_MOUSEMOTION: event.motion.windowID
        case SDL_MOUSEWHEEL: event.wheel.windowID
        case SDL_DROPFILE, SDL_DROPTEXT, SDL_DROPBEGIN, SDL_DROPCOMPLETE: event.drop.windowID
        default: nil
        }
    }
}
