/// A layout whose caret blinks: the graph ticks it every frame while it has focus.
@MainActor
package protocol CaretBlinking: AnyObject {
    /// Advances the blink to `frame`; returns whether the caret appeared or disappeared.
    func tick(frame: Int) -> Bool
}

extension TextEditorLayout: CaretBlinking {}
extension MultilineTextLayout: CaretBlinking {}
