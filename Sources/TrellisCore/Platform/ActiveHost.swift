// Apple's AppKit reaches the clipboard and the URL opener through singletons
// (`NSPasteboard.general`, `NSWorkspace.shared`), with no view to ask for the
// environment. Each Trellis window has its own (a headless host keeps its
// clipboard in memory, a test records opened URLs), so those singletons need
// to know which window the user is working in.

/// The window the user works in now: the driver that took input last, else
/// the one made last; a window taking the keyboard claims it too.
///
/// Held weakly, so a closed window's driver is not kept alive by it.
@MainActor
package enum ActiveHost {
    private static weak var current: FrameDriver?

    /// The driver of the window the user works in, if any is open.
    package static var driver: FrameDriver? { current }

    /// Makes `driver` the window the user works in.
    package static func activate(_ driver: FrameDriver) {
        current = driver
    }

    /// The clipboard of that window, as its text fields copy to it.
    package static var clipboard: (any ClipboardStore)? { current?.graph.clipboard }

    /// The way that window opens URLs outside the app, as its `Link`s do; nil
    /// without a window, or in a headless one that has no desktop to ask.
    package static var urlOpener: (any URLOpening)? { current?.rootEnvironment.urlOpener }
}
