import Foundation
@_spi(TrellisExtension) import TrellisCore
import TrellisSDL

/// Runs an app's scenes: opens and closes their windows, gives each its
/// environment (open and dismiss actions, scene phase, colour scheme), and
/// handles the keys that belong to the app rather than to a view: Ctrl+N,
/// Ctrl+W, Ctrl+Q, Ctrl+, and the menu bar's.
///
/// It knows nothing of SDL: the platform makes the windows, and delivers
/// their input through `deliver(_:to:)`.
@MainActor
package final class AppSession {
    let scenes: [SceneDescription]
    let commands: [CommandContribution]
    let platform: any ScenePlatform
    /// The size the first window opens at when the command line chose one.
    var launchSize: Size?
    let defaultWindowSize: Size
    /// The open windows, oldest first.
    package private(set) var windows: [SessionWindow] = []
    /// The window that has the keyboard; commands read its focused values.
    package internal(set) var keyWindow: SessionWindow? {
        didSet { focusedValues.activate(keyWindow?.pipeline.driver) }
    }
    /// Where the windows publish their focused values, and commands read the key window's.
    let focusedValues = FocusedValuesCenter()
    /// Whether Ctrl+Q, File ▸ Quit or closing the last window ended the app.
    package private(set) var hasQuit = false
    /// The colour scheme every window shows unless its content prefers another.
    package var colorScheme: ColorScheme = .light {
        didSet {
            guard colorScheme != oldValue else { return }
            let scheme = colorScheme
            for window in windows { window.pipeline.driver.updateRootEnvironment { $0.colorScheme = scheme } }
        }
    }
    /// The desktop's accessibility settings, which every window's views read.
    package var accessibilitySettings = AccessibilitySettings() {
        didSet {
            guard accessibilitySettings != oldValue else { return }
            let settings = accessibilitySettings
            for window in windows { window.pipeline.driver.updateRootEnvironment { $0.accessibilitySettings = settings } }
        }
    }
    let directory = WindowDirectory()
    /// The app's tray icons (`MenuBarExtra`), and those in the tray now, by their index there.
    let menuBarExtras: [MenuBarExtraDescription]
    var menuBarExtraHosts: [Int: MenuBarExtraHost] = [:]
    /// The bus the tray icons are put on; the desktop's session bus when nil.
    var trayBusAddress: String?

    /// The app that started last, for the calls that end it without a window to
    /// ask (AppKit's `NSApplication.shared.terminate(_:)`).
    package private(set) static weak var current: AppSession?

    /// More windows than this at once is a runaway loop, not a user: each costs a renderer and textures.
    package static let windowLimit = 32

    /// A session for the scenes of `list`, opening windows of `defaultWindowSize` points on `platform`.
    init(_ list: SceneList, platform: any ScenePlatform, defaultWindowSize: Size) {
        scenes = list.scenes + [AboutScene.description(for: list)] + Self.menuBarExtraWindows(list.menuBarExtras)
        commands = list.commands
        menuBarExtras = list.menuBarExtras
        self.platform = platform
        self.defaultWindowSize = defaultWindowSize
        Self.current = self
    }

    /// The views of every command the app declared, whose shortcuts work while their menus are closed.
    var commandItems: [AnyView] {
        commands.compactMap {
            switch $0 {
            case .menu(_, let content), .group(_, _, let content): content
            // A standard item's chord is handled by the view it acts on.
            case .standard: nil
            }
        }
    }

    /// A session for `scene` and what it is made of, on `platform`; nothing opens until `openLaunchWindow()`.
    package convenience init(scene: some Scene, platform: any ScenePlatform, defaultWindowSize: Size) {
        var list = SceneList()
        scene.collectScenes(into: &list)
        self.init(list, platform: platform, defaultWindowSize: defaultWindowSize)
    }

    /// Opens the window of the first scene that opens at launch (not the settings).
    package func openLaunchWindow() throws {
        guard let index = scenes.firstIndex(where: { $0.kind != .settings && $0.kind != .menuBarExtra && $0.id != AboutScene.id }) else {
            // An app that lives in the tray opens no window at launch.
            if !menuBarExtras.isEmpty { return }
            throw LaunchError("the app has no WindowGroup or Window to show; its body declares only Settings")
        }
        _ = try open(sceneAt: index, value: nil)
    }

    /// Opens a window of the scene `id` names (and whose values are `value`'s
    /// type); a single window already open comes to the front.
    @discardableResult
    package func open(id: String?, value: AnyHashable?) -> SessionWindow? {
        guard let index = scenes.firstIndex(where: { $0.matches(id: id, value: value) }) else {
            let name = id.map { "id \"\($0)\"" } ?? "values of type \(value.map { "\(type(of: $0.base))" } ?? "nil")"
            Diagnostics.warnOnce("open-window-\(name)", "openWindow: no scene has \(name); nothing opened")
            return nil
        }
        return try? open(sceneAt: index, value: value)
    }

    /// Opens a window of the scene at `index`, or raises its open one if only one may be.
    func open(sceneAt index: Int, value: AnyHashable?) throws -> SessionWindow? {
        let scene = scenes[index]
        if scene.kind != .group || value != nil,
           let shown = windows.first(where: { $0.sceneIndex == index && (scene.kind != .group || $0.presented.value == value) }) {
            raise(shown)
            return shown
        }
        guard windows.count < Self.windowLimit else {
            Diagnostics.warnOnce("window-limit", "\(Self.windowLimit) windows are open already; not opening more")
            return nil
        }
        let presented = PresentedValue(value)
        let state = MenuBarState()
        let content = WindowContent.make(scene.makeContent(presented), menus: menuBar(for: scene, state: state),
                                         commandItems: commandItems, state: state)
        var size = scene.defaultSize ?? defaultWindowSize
        if windows.isEmpty, let launchSize { size = launchSize }
        var environment = EnvironmentValues()
        environment.colorScheme = colorScheme
        environment.accessibilitySettings = accessibilitySettings
        environment.focusedValuesCenter = focusedValues
        let platformWindow = try platform.makeWindow(title: scene.title, size: size, content: content, environment: environment)
        if scene.hidesTitleBar { platformWindow.setTitleBarHidden(true) }
        let window = SessionWindow(sceneIndex: index, platform: platformWindow, presented: presented, sceneTitle: scene.title,
                                   resizability: scene.effectiveResizability,
                                   opensAtContentSize: scene.defaultSize == nil && scene.effectiveResizability == .contentSize,
                                   menuBar: state)
        windows.append(window)
        window.pipeline.driver.updateRootEnvironment { environment in
            environment.openWindow = OpenWindowAction(for: self) { [weak self] id, value in self?.open(id: id, value: value) }
            environment.dismissWindow = DismissWindowAction(for: window) { [weak self, weak window] id, value in
                guard let self, let window else { return }
                self.dismiss(id: id, value: value, from: window)
            }
            environment.scenePhase = window.phase
            // Outside any sheet or pushed screen, dismiss() closes the window itself, as on a Mac.
            environment.dismiss = DismissAction(for: window) { [weak self, weak window] in
                guard let self, let window else { return }
                self.close(window)
            }
        }
        // A window sized by its content takes that size before its first frame
        // is drawn, so it never shows a frame at the default size; the size is
        // checked again after that frame, once appearing views have run.
        if window.opensAtContentSize { applySizeLimits(to: window) }
        makeKey(window)
        platformWindow.raise()
        refreshDirectory()
        return window
    }

    /// Closes `window`; closing the last one ends the app.
    package func close(_ window: SessionWindow) {
        guard let index = windows.firstIndex(where: { $0 === window }) else { return }
        windows.remove(at: index)
        window.platform.close()
        focusedValues.withdraw(window.pipeline.driver)
        if keyWindow === window { keyWindow = nil }
        // An app with an icon in the tray keeps running there, as a Mac app does in the menu bar.
        if windows.isEmpty { hasQuit = menuBarExtraHosts.isEmpty } else if keyWindow == nil, let last = windows.last { makeKey(last) }
        refreshDirectory()
    }

    /// Closes every window and ends the app.
    package func quit() {
        for window in windows.reversed() { window.platform.close() }
        windows.removeAll()
        keyWindow = nil
        removeMenuBarExtras()
        hasQuit = true
    }

    private func dismiss(id: String?, value: AnyHashable?, from window: SessionWindow) {
        guard id != nil || value != nil else { return close(window) }
        for other in windows where scenes[other.sceneIndex].matches(id: id, value: value)
            && (value == nil || other.presented.value == value) {
            close(other)
        }
    }

    /// Brings `window` to the front with the keyboard.
    func raise(_ window: SessionWindow) {
        window.platform.raise()
        makeKey(window)
    }

    /// Gives `window` the keyboard: it becomes active, and the others inactive.
    func makeKey(_ window: SessionWindow) {
        keyWindow = window
        ActiveHost.activate(window.pipeline.driver)
        for other in windows { setPhase(of: other) }
    }

    /// Notes that `window` was minimised or shown again.
    package func setMinimised(_ window: SessionWindow, _ minimised: Bool) {
        window.isMinimised = minimised
        if minimised, keyWindow === window { keyWindow = nil }
        setPhase(of: window)
    }

    private func setPhase(of window: SessionWindow) {
        let phase: ScenePhase = window.isMinimised ? .background : (window === keyWindow ? .active : .inactive)
        guard phase != window.phase else { return }
        window.phase = phase
        window.pipeline.driver.updateRootEnvironment { $0.scenePhase = phase }
    }

    private func refreshDirectory() {
        let titles = windows.map(\.title)
        if titles != directory.titles { directory.titles = titles }
    }

    /// Whether any window has work for its next frame.
    package var hasWork: Bool {
        windows.contains { $0.pipeline.hasWork || !$0.pendingKeys.isEmpty } || menuBarExtrasHaveWork
    }

    /// After a window's frame: fits its size limits to its content once it has
    /// been laid out, and sends the keys an Edit menu item left for its field.
    package func windowDidRunFrame(_ window: SessionWindow) {
        if window.needsSizeLimits {
            window.needsSizeLimits = false
            applySizeLimits(to: window)
        }
        if !window.pendingKeys.isEmpty {
            let keys = window.pendingKeys
            window.pendingKeys.removeAll()
            for (key, modifiers) in keys {
                window.pipeline.handle(.keyDown(key, modifiers))
                window.pipeline.handle(.keyUp(key, modifiers))
            }
        }
        refreshDirectory()
    }

    private func applySizeLimits(to window: SessionWindow) {
        let limits = window.pipeline.driver.contentSizeLimits()
        let unbounded = Size(width: Double.infinity, height: Double.infinity)
        let maximum = window.resizability == .contentSize ? limits.maximum : unbounded
        window.sizeLimits = (limits.minimum, maximum)
        window.platform.setSizeLimits(minimum: limits.minimum, maximum: maximum)
        if window.opensAtContentSize { window.platform.setSize(limits.ideal) }
    }
}
