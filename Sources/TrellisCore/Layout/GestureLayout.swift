/// A displayable that responds to the pointer: taps and presses.
@MainActor
package final class GestureLayout: WrapperLayout {
    /// Called when a press ends inside the frame, with the number of taps in a row.
    package var onTap: (@MainActor (Int) -> Void)?
    /// Taps needed before `onTap` fires.
    package var tapCount = 1
    /// Called when a press starts (true) and ends (false), for pressed highlights.
    package var onPressChange: (@MainActor (Bool) -> Void)?
}
