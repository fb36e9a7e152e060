/// A button of the mouse or touchpad.
///
/// Only the primary button clicks, taps and drags; the others reach the core
/// so that later features (context menus, say) can use them, but controls
/// ignore them, as they do on every desktop.
public enum PointerButton: Hashable, Sendable {
    /// The left button, or a tap on a touchpad.
    case primary
    /// The right button.
    case secondary
    /// The middle button, or a press of the wheel.
    case middle
    /// Any further button, by SDL's number for it (4 and 5 are usually back and forward).
    case other(Int)
}
