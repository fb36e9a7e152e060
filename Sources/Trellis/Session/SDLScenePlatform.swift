import Foundation
@_spi(TrellisExtension) import TrellisCore
import TrellisSDL

/// The desktop's windows for an app's scenes: SDL windows on one `WindowLoop`.
@MainActor
final class SDLScenePlatform: ScenePlatform {
    private let options: LaunchOptions
    private let scale: Double
    let loop: WindowLoop
    private var opened: [ObjectIdentifier: SDLWindow] = [:]

    private init(options: LaunchOptions) {
        self.options = options
        scale = DesktopScale.current(headless: options.headless)
        loop = WindowLoop(options: options)
    }

    func makeWindow(title: String, size: Size, content: AnyView, environment: EnvironmentValues) throws -> any PlatformWindow {
        let window = try SDLWindow(title: title, content: content, size: size, headless: options.headless,
                                   scale: scale, environment: environment, observers: loop.observersForNextWindow(titled: title))
        loop.add(window)
        return SDLPlatformWindow(window: window)
    }

    /// Runs `list`'s scenes as `options` say, until the last window closes or the app quits.
    static func run(_ list: SceneList, options: LaunchOptions) throws {
        try DisplayCheck.require(headless: options.headless)
        let platform = SDLScenePlatform(options: options)
        let session = AppSession(list, platform: platform,
                                 defaultWindowSize: Size(width: Double(options.width), height: Double(options.height)))
        if options.sizeIsExplicit { session.launchSize = Size(width: Double(options.width), height: Double(options.height)) }
        let appearance = DesktopAppearance.start(headless: options.headless)
        session.colorScheme = appearance.scheme
        session.accessibilitySettings.reduceMotion = appearance.reducesMotion
        session.accessibilitySettings.increasedContrast = appearance.increasesContrast
        appearance.watcher?.onChange = { session.colorScheme = $0 }
        appearance.watcher?.onReduceMotionChange = { session.accessibilitySettings.reduceMotion = $0 }
        appearance.watcher?.onContrastChange = { session.accessibilitySettings.increasedContrast = $0 }
        defer { appearance.watcher?.stop() }
        try session.openLaunchWindow()
        // A run headless, or of a set number of frames (a screenshot), puts nothing in the desktop's tray.
        let showsTray = !options.headless && options.frames == nil
        if showsTray { session.startMenuBarExtras() }
        func sessionWindow(_ window: SDLWindow) -> SessionWindow? {
            session.windows.first { ($0.platform as? SDLPlatformWindow)?.window === window }
        }
        let loop = platform.loop
        loop.deliver = { event, window, modifiers in
            guard let found = sessionWindow(window) else { return }
            session.deliver(event, to: found, modifiers: modifiers)
        }
        loop.minimised = { window, minimised in
            if let found = sessionWindow(window) { session.setMinimised(found, minimised) }
        }
        loop.altTapped = { window in
            if let found = sessionWindow(window) { session.altTapped(in: found) }
        }
        loop.frameDidRun = { window in
            if let found = sessionWindow(window) { session.windowDidRunFrame(found) }
        }
        loop.keyWindow = { (session.keyWindow?.platform as? SDLPlatformWindow)?.window }
        loop.quit = { session.quit() }
        loop.hasWork = { session.hasWork }
        loop.keepsRunning = { !session.menuBarExtraHosts.isEmpty }
        if showsTray { loop.turnDidEnd = { session.runMenuBarExtras() } }
        loop.screenReaderDidChange = { session.accessibilitySettings.screenReaderIsRunning = $0 }
        loop.isFinished = { session.hasQuit }
        try loop.run()
    }
}

/// An SDL window as the session sees it.
@MainActor
final class SDLPlatformWindow: PlatformWindow {
    let window: SDLWindow

    init(window: SDLWindow) {
        self.window = window
    }

    var pipeline: FramePipeline { window.pipeline }
    func setSizeLimits(minimum: Size, maximum: Size) { window.setSizeLimits(minimum: minimum, maximum: maximum) }
    func setSize(_ size: Size) { window.setSize(size) }
    func raise() { window.raise() }
    func close() { window.close() }
    func setTitleBarHidden(_ hidden: Bool) { window.setBordered(!hidden) }
}
