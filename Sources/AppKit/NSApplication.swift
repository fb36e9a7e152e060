import Foundation
import Trellis

/// The running app, as Apple's `NSApplication`: `NSApp.terminate(nil)` ends
/// it as File ▸ Quit does, closing every window.
@MainActor
open class NSApplication: NSObject {
    /// The app.
    public static let shared = NSApplication()

    /// Ends the app: every window closes and the run loop returns, as with
    /// Ctrl+Q. Called with no app running (a tool), it ends the process, as on a Mac.
    open func terminate(_ sender: Any?) {
        guard let session = AppSession.current else { exit(0) }
        if !session.hasQuit { session.quit() }
    }
}

/// The running app, as AppKit's global `NSApp`.
@MainActor public var NSApp: NSApplication! { NSApplication.shared }
