@_spi(TrellisExtension) import TrellisCore
import TrellisSDL

/// Where an app's windows are made: SDL windows on the desktop, or offscreen
/// areas in tests (`AppHost`). The session decides what opens and closes.
@MainActor
package protocol ScenePlatform: AnyObject {
    /// Makes a window titled `title` of `size` points showing `content`, whose root sees `environment`.
    func makeWindow(title: String, size: Size, content: AnyView, environment: EnvironmentValues) throws -> any PlatformWindow
}

/// One window as the platform shows it.
@MainActor
package protocol PlatformWindow: AnyObject {
    /// The frames of what the window shows.
    var pipeline: FramePipeline { get }
    /// Keeps the window's size within these limits, in points; an infinite side has no largest size.
    func setSizeLimits(minimum: Size, maximum: Size)
    /// Resizes the window to `size` points, as after opening at its content's size.
    func setSize(_ size: Size)
    /// Brings the window to the front and gives it the keyboard.
    func raise()
    /// Shows or hides the title bar the desktop draws around the window.
    func setTitleBarHidden(_ hidden: Bool)
    /// Closes the window and frees what it drew with.
    func close()
}
