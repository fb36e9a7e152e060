import CSDL2
import Foundation

/// Checks that SDL reached a real display when a window was asked for.
///
/// When `DISPLAY` names a display that does not exist, SDL does not fail: it
/// falls back to its `offscreen` driver, and the app runs for ever with no
/// window and no word of why. That is reported instead, unless the person
/// chose such a driver on purpose with `SDL_VIDEODRIVER`.
public enum DisplayCheck {
    /// Throws a readable error when a window is wanted but neither X nor Wayland is named.
    public static func require(headless: Bool) throws {
        guard !headless else { return }
        let environment = ProcessInfo.processInfo.environment
        if (environment["DISPLAY"] ?? "").isEmpty && (environment["WAYLAND_DISPLAY"] ?? "").isEmpty {
            throw LaunchError("""
                no display: DISPLAY is not set, so there is nowhere to open a window. \
                Run this under an X server (for example xvfb-run), or pass --headless \
                to draw without a window and write a screenshot.
                """)
        }
    }

    /// Drivers that show nothing on a screen.
    private static let screenless: Set<String> = ["offscreen", "dummy"]

    static func requireScreen(environment: [String: String]) throws {
        guard let pointer = SDL_GetCurrentVideoDriver() else { return }
        let driver = String(cString: pointer)
        let chosen = environment["SDL_VIDEODRIVER"]?.lowercased() ?? ""
        guard screenless.contains(driver.lowercased()), !chosen.contains(driver.lowercased()) else { return }
        let display = environment["WAYLAND_DISPLAY"].flatMap { $0.isEmpty ? nil : "Wayland display \"\($0)\"" }
            ?? "display \"\(environment["DISPLAY"] ?? "")\""
        throw LaunchError("""
            could not open \(display): no X server or compositor answered there, and SDL fell back \
            to its \(driver) driver, which shows no window. Check DISPLAY, or pass --headless to draw \
            without a window and write a screenshot.
            """)
    }
}
