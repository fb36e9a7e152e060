import Foundation
@_spi(TrellisExtension) import TrellisCore

/// The performance overlays of a loop's windows: shown in every window from
/// the start with `TRELLIS_OVERLAY=1`, and shown or hidden in one window by
/// Ctrl+Alt+P in it.
@MainActor
final class PerformanceOverlays {
    /// Whether windows show the overlay as they open.
    let showsAtStart: Bool
    private var shown: [ObjectIdentifier: PerformanceOverlay] = [:]

    /// Overlays shown from the start when `TRELLIS_OVERLAY` is `1`, or `showsAtStart` says so.
    init(showsAtStart: Bool = EnvironmentVariables.value(of: "TRELLIS_OVERLAY") == "1") {
        self.showsAtStart = showsAtStart
    }

    /// Whether `event` is the chord that shows or hides the overlay: P with Ctrl and Alt.
    static func isChord(_ event: Event) -> Bool {
        guard case let .keyDown(.character(character), modifiers) = event, character == "p" || character == "P" else { return false }
        return modifiers.isSuperset(of: [.control, .option]) && !modifiers.contains(.shift) && !modifiers.contains(.command)
    }

    /// A window joined the loop: it shows the overlay if all windows do.
    func windowAdded(_ window: SDLWindow) {
        if showsAtStart { show(in: window) }
    }

    /// Shows or hides `window`'s overlay when `event` is the chord; returns whether it was, so it is not delivered as well.
    func take(_ event: Event, for window: SDLWindow) -> Bool {
        guard Self.isChord(event) else { return false }
        if shown[ObjectIdentifier(window)] == nil { show(in: window) } else { hide(in: window) }
        return true
    }

    /// Draws `window`'s overlay, if it shows one, over the frame just drawn.
    func drawIfShown(in window: SDLWindow) {
        guard let overlay = shown[ObjectIdentifier(window)] else { return }
        window.draw(overlay)
    }

    /// Forgets a window that closed.
    func windowClosed(_ window: SDLWindow) {
        shown[ObjectIdentifier(window)] = nil
    }

    private func show(in window: SDLWindow) {
        let overlay = PerformanceOverlay()
        shown[ObjectIdentifier(window)] = overlay
        window.pipeline.driver.addObserver(overlay.history)
        // A frame to draw it on; the panel is drawn after each frame that draws.
        window.pipeline.redrawAll()
    }

    private func hide(in window: SDLWindow) {
        guard let overlay = shown.removeValue(forKey: ObjectIdentifier(window)) else { return }
        window.pipeline.driver.removeObserver(overlay.history)
        window.forgetOverlay()
        // The panel's pixels were the overlay's; the content under it is drawn again.
        window.pipeline.redrawAll()
    }
}
