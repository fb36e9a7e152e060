@_spi(TrellisExtension) import TrellisCore
import TrellisSDL

/// One open window of an app: which scene it shows, its phase, and its menu bar.
@MainActor
package final class SessionWindow {
    /// The scene this window shows, as an index into the app's scenes.
    let sceneIndex: Int
    /// The platform's window.
    package let platform: any PlatformWindow
    /// The value a `WindowGroup(for:)` window presents.
    let presented: PresentedValue
    /// The menu bar's open menu and highlight.
    package let menuBar: MenuBarState
    /// The scene's title, shown unless the content sets `.navigationTitle`.
    let sceneTitle: String
    /// Whether the window is shown, has the keyboard, or is minimised.
    package internal(set) var phase = ScenePhase.inactive
    /// Whether the window is minimised; its frame driver keeps it, and rests while it is.
    var isMinimised: Bool {
        get { pipeline.driver.isMinimised }
        set { pipeline.driver.isMinimised = newValue }
    }
    /// Keys an Edit menu item sends to the focused field once its menu has closed.
    var pendingKeys: [(Key, KeyModifiers)] = []
    /// Whether the content's size limits have been applied since the last change of size.
    var needsSizeLimits = true
    /// Whether the window opens at its content's size (a settings window).
    let opensAtContentSize: Bool
    /// The size limits the scene asks for.
    let resizability: WindowResizability
    /// The limits last applied, in points.
    package internal(set) var sizeLimits: (minimum: Size, maximum: Size)?

    init(sceneIndex: Int, platform: any PlatformWindow, presented: PresentedValue, sceneTitle: String,
         resizability: WindowResizability, opensAtContentSize: Bool, menuBar: MenuBarState) {
        self.sceneIndex = sceneIndex
        self.menuBar = menuBar
        self.platform = platform
        self.presented = presented
        self.sceneTitle = sceneTitle
        self.resizability = resizability
        self.opensAtContentSize = opensAtContentSize
    }

    /// The frames of what the window shows.
    package var pipeline: FramePipeline { platform.pipeline }

    /// The title the window shows: the content's `.navigationTitle`, else the scene's.
    package var title: String {
        pipeline.windowTitle.isEmpty ? sceneTitle : pipeline.windowTitle
    }
}

/// The open windows' titles, for the Window menu, which lists them.
@MainActor @Observable
final class WindowDirectory {
    var titles: [String] = []
}
