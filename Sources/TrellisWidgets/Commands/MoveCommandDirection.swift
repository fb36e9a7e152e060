@_spi(TrellisExtension) import TrellisCore

/// The direction of a move command: an arrow key pressed while a view with
/// `.onMoveCommand` (or a view inside it) has focus.
public enum MoveCommandDirection: Hashable, Sendable, CaseIterable {
    /// Up arrow.
    case up
    /// Down arrow.
    case down
    /// Left arrow.
    case left
    /// Right arrow.
    case right
}
