import CX11
import Foundation

/// The desktop's alert sound: the X server's bell, which a desktop turns into
/// its alert sound or a flash of the screen (AppKit's `NSSound.beep()`).
package enum DesktopBell {
    /// A connection of its own to the X server, opened at the first ring and kept:
    /// the bell needs no window, and SDL's connection belongs to its thread.
    nonisolated(unsafe) private static var display: OpaquePointer?
    nonisolated(unsafe) private static var triedDisplay = false
    private static let lock = NSLock()

    /// Rings the bell; without an X server, writes the bell character to a terminal on stderr.
    /// Returns whether the X server was asked.
    @discardableResult
    package static func ring() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if !triedDisplay {
            triedDisplay = true
            if ProcessInfo.processInfo.environment["DISPLAY"].map({ !$0.isEmpty }) == true {
                display = XOpenDisplay(nil)
            }
        }
        guard let display else {
            if isatty(2) != 0 { FileHandle.standardError.write(Data([7])) }
            return false
        }
        // 0: the bell at the loudness the user set.
        XBell(display, 0)
        XFlush(display)
        return true
    }
}
