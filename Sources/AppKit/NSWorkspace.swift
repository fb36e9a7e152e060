import Foundation
@_spi(TrellisExtension) import TrellisCore
import TrellisSDL

/// The desktop's programs, as Apple's `NSWorkspace`: `open(_:)` hands a URL to
/// the program the desktop chooses for it.
open class NSWorkspace: NSObject, @unchecked Sendable {
    /// The desktop.
    public static let shared = NSWorkspace()

    /// Opens `url` with the desktop, as a `Link` in the window the user works
    /// in does: xdg-desktop-portal's OpenURI, else `xdg-open`. Returns whether
    /// the request was made; a headless window has no desktop to ask, so it
    /// warns and returns false.
    @discardableResult
    open func open(_ url: URL) -> Bool {
        onMainThread {
            if let opener = ActiveHost.urlOpener { return opener.open(url) }
            guard ActiveHost.driver == nil else {
                Diagnostics.warnOnce("nsworkspace-headless", "NSWorkspace.open(\(Diagnostics.excerpt(url.absoluteString))): a headless window has no desktop to open URLs with")
                return false
            }
            // No window is open (a tool, or before the first window): ask the desktop without a parent window.
            return DesktopURLOpener.withoutWindow.open(url)
        }
    }
}
