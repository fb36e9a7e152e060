import Foundation
import Testing
import Trellis
import TrellisSDL

/// Runs an app's scenes headless, frame by frame, as the desktop would run
/// them: the first scene's window opens, and Ctrl+N, `openWindow`, Ctrl+W,
/// Ctrl+Q and the menu bar open and close others. Every window draws into
/// memory; `windows` reads and drives each one.
@MainActor
public final class AppHost {
    let session: AppSession
    /// The bus the app's tray icons are on, when the test gave one.
    private let trayBus: String?
    private var proxies: [ObjectIdentifier: AppWindow] = [:]

    /// Starts `app`, opening its first window at `width` × `height` points
    /// unless its scene asks for another size, and runs one frame.
    ///
    /// The app's `MenuBarExtra`s go into the tray only with `trayBus`, the
    /// address of a bus the test started (with a stand-in watcher on it),
    /// so that no test puts icons in the desktop's own tray.
    public init<A: App>(_ app: A, width: Int = 800, height: Int = 600, trayBus: String? = nil) {
        session = AppSession(scene: app.body, platform: OffscreenScenePlatform(),
                             defaultWindowSize: Size(width: Double(width), height: Double(height)))
        self.trayBus = trayBus
        do {
            try session.openLaunchWindow()
        } catch {
            Issue.record("AppHost could not open the app's first window: \(error)")
        }
        if let trayBus { session.startMenuBarExtras(busAddress: trayBus) }
        step()
    }

    /// The open windows, oldest first.
    public var windows: [AppWindow] {
        forgetClosedWindows()
        return session.windows.map { window in
            if let proxy = proxies[ObjectIdentifier(window)] { return proxy }
            let proxy = AppWindow(window: window, host: self)
            proxies[ObjectIdentifier(window)] = proxy
            return proxy
        }
    }

    /// Lets go of the proxies of closed windows, which would keep their pipelines, graphs and state alive.
    private func forgetClosedWindows() {
        guard proxies.count > session.windows.count else { return }
        let open = Set(session.windows.map(ObjectIdentifier.init))
        proxies = proxies.filter { open.contains($0.key) }
    }

    /// The titles of the open windows, oldest first.
    public var windowTitles: [String] { session.windows.map(\.title) }

    /// The first open window titled `title`.
    public func window(titled title: String) -> AppWindow? {
        windows.first { $0.title == title }
    }

    /// The window that has the keyboard: the one opened or focused last.
    public var keyWindow: AppWindow? {
        guard let key = session.keyWindow else { return nil }
        return windows.first { $0.window === key }
    }

    /// Whether the app has ended: Ctrl+Q, File ▸ Quit, or its last window closed.
    public var hasQuit: Bool { session.hasQuit }

    /// The desktop's colour scheme; setting it is what the portal's change signal does.
    public var colorScheme: ColorScheme {
        get { session.colorScheme }
        set { session.colorScheme = newValue }
    }

    /// Runs that many frames of every open window.
    public func step(frames: Int = 1) {
        for _ in 0..<max(frames, 0) {
            for window in session.windows {
                window.pipeline.runFrame()
                session.windowDidRunFrame(window)
            }
            if trayBus != nil { session.runMenuBarExtras() }
        }
        forgetClosedWindows()
    }

    /// A key press and release in the key window, then one frame.
    public func press(_ key: Key, modifiers: KeyModifiers = []) {
        keyWindow?.press(key, modifiers: modifiers)
    }

    /// Alt pressed and let go on its own in the key window (the menu bar's key), then one frame.
    public func pressAlt() {
        if let key = session.keyWindow { session.altTapped(in: key) }
        step()
    }
}

/// One window of an `AppHost`: what it shows, and input sent to it alone.
@MainActor
public final class AppWindow {
    let window: SessionWindow
    private unowned let host: AppHost

    init(window: SessionWindow, host: AppHost) {
        self.window = window
        self.host = host
    }

    private var offscreen: OffscreenWindow? { window.platform as? OffscreenWindow }

    /// The title the window shows: the content's `.navigationTitle`, else its scene's.
    public var title: String { window.title }

    /// Whether the window was opened without a title bar (`.windowStyle(.hiddenTitleBar)`).
    public var isTitleBarHidden: Bool { offscreen?.isTitleBarHidden ?? false }

    /// Whether the window is still open.
    public var isOpen: Bool { host.session.windows.contains { $0 === window } }

    /// The window's phase, as `@Environment(\.scenePhase)` reads it inside.
    public var scenePhase: ScenePhase { window.phase }

    /// The window's size, in points.
    public var size: Size { window.pipeline.size }

    /// Whether the window's next frame has nothing to do, so a real window would sleep.
    public var isIdle: Bool { !window.pipeline.hasWork }

    /// The smallest size the window may take, from its content; nil before it has been laid out.
    public var minimumSize: Size? { window.sizeLimits?.minimum }

    /// The largest size the window may take; infinite sides have no limit.
    public var maximumSize: Size? { window.sizeLimits?.maximum }

    /// The strings of the visible text graphics, in paint order.
    public var texts: [String] { visibleGraphics.shownTexts }

    /// The on-screen rectangle of the first visible graphic showing exactly `text`.
    public func frame(ofText text: String) -> Rect? { visibleGraphics.frame(ofText: text) }

    /// The pixel at `x`, `y` after the last frame.
    public func color(x: Int, y: Int) -> RGBA {
        offscreen?.target.pixel(x: x, y: y) ?? RGBA(r: 0, g: 0, b: 0, a: 0)
    }

    /// Writes the window's last frame as a PNG.
    public func writePNG(to url: URL) throws {
        try offscreen?.target.writePNG(to: url)
    }

    /// Delivers an event to this window as the desktop would (the app's keys
    /// first), without stepping a frame.
    public func send(_ event: Event) {
        host.session.deliver(event, to: window)
    }

    /// Pointer down and up at `x`, `y`, then one frame of every window.
    public func click(x: Double, y: Double) {
        send(.pointerDown(Point(x: x, y: y)))
        send(.pointerUp(Point(x: x, y: y)))
        host.step()
    }

    /// Clicks the centre of the first visible text `text`; records a test issue if there is none.
    public func click(text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let rect = frame(ofText: text) else {
            Issue.record("No visible text \"\(text)\" in window \"\(title)\"; visible texts are \(texts)", sourceLocation: sourceLocation)
            return
        }
        click(x: rect.midX, y: rect.midY)
    }

    /// A key press and release in this window, then one frame of every window.
    public func press(_ key: Key, modifiers: KeyModifiers = []) {
        send(.keyDown(key, modifiers))
        if isOpen { send(.keyUp(key, modifiers)) }
        host.step()
    }

    /// Text typed into this window's focused field, then one frame.
    public func type(_ text: String) {
        send(.textInput(text))
        host.step()
    }

    /// Gives this window the keyboard, as clicking its title bar would, then one frame.
    public func focus() {
        for other in host.session.windows where other !== window { host.session.deliver(.windowFocusOut, to: other) }
        send(.windowFocusIn)
        host.step()
    }

    /// Minimises the window (`minimised: true`) or shows it again, then one frame.
    public func minimise(_ minimised: Bool = true) {
        host.session.setMinimised(window, minimised)
        host.step()
    }

    /// Resizes the window as a user dragging its edge would, kept to its limits, then one frame.
    public func resize(width: Double, height: Double) {
        let wanted = Size(width: width, height: height)
        let size = offscreen?.clamp(wanted) ?? wanted
        offscreen?.setSize(size)
        send(.windowResize(size))
        host.step()
    }

    /// Closes the window as its close button does, then one frame.
    public func close() {
        send(.windowClose)
        host.step()
    }

    private var visibleGraphics: [Graphic] {
        let screen = Rect(x: 0, y: 0, width: size.width, height: size.height)
        return window.pipeline.displayList.visibleGraphics(on: screen)
    }
}
