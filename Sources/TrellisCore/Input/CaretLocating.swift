/// A focused layout that knows where its caret is, finer than its frame: the
/// input method puts its candidate window beside the caret
/// (`FrameDriver.textInputRect`). The multi-line editor is one; a layout that
/// is not falls back to its frame.
@MainActor
package protocol CaretLocating: AnyObject {
    /// The caret's rectangle in window coordinates.
    var caretFrame: Rect { get }
}
