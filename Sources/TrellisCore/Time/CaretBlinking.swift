/// A layout whose caret blinks: the graph ticks it every frame while it has focus.
@MainActor
package protocol CaretBlinking: AnyObject {
    /// Advances the blink to `frame`; returns whether the caret appeared or disappeared.
    func tick(frame: Int) -> Bool
}

/// The caret's blink: shown for half a second, hidden for half a second at 60 frames
/// a second, restarting shown whenever the text or the caret moves, so the caret
/// never vanishes under the user's typing.
package struct CaretBlink {
    /// Whether the caret shows in the current frame.
    package private(set) var isVisible = true
    private var start = 0
    private var frame = 0

    /// Shows the caret from the current frame on.
    package mutating func restart() {
        start = frame
        isVisible = true
    }

    /// Advances to `frame`; returns whether the caret appeared or disappeared.
    package mutating func advance(to frame: Int, isFocused: Bool) -> Bool {
        self.frame = frame
        guard isFocused else { return false }
        let visible = ((frame - start) / 30) % 2 == 0
        guard visible != isVisible else { return false }
        isVisible = visible
        return true
    }

    /// Every stored property at its default; Swift gives the implicit
    /// initialiser no access beyond the module.
    package init() {}
}
