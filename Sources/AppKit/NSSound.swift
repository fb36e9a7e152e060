import Foundation
import TrellisSDL

/// Sounds, as Apple's `NSSound`: only the system beep.
open class NSSound: NSObject, @unchecked Sendable {
    /// Rings the desktop's bell (the X server's, which the desktop turns into
    /// its alert sound or a flash), else writes the terminal's bell character.
    public static func beep() {
        DesktopBell.ring()
    }
}

/// Plays the system alert sound, as AppKit's global `NSBeep()`.
public func NSBeep() {
    NSSound.beep()
}
