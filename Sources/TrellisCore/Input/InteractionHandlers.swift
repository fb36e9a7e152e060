/// The handlers of an `Interaction` that a plain tap never sets: pressing,
/// hovering, dragging, keys, text, scrolling, focus and what a control is to a
/// screen reader. Kept apart and made only when one is set, so a tap gesture's
/// interaction holds little more than its tap (`Interaction.rare`).
@MainActor
final class InteractionHandlers {
    var onPressChange: (@MainActor (Bool) -> Void)?
    var onHover: (@MainActor (Bool) -> Void)?
    var onPressAt: (@MainActor (Point) -> Void)?
    var onDrag: (@MainActor (DragValue, _ ended: Bool) -> Void)?
    var dragSource: DragSource?
    var dropTarget: DropTarget?
    var cursor: Cursor?
    var takesFocusFirst: (@MainActor () -> Bool)?
    var onKey: (@MainActor (Key, KeyModifiers) -> Bool)?
    var onText: (@MainActor (String) -> Void)?
    var onComposition: (@MainActor (String, Int, Int) -> Void)?
    var onScroll: (@MainActor (_ dx: Double, _ dy: Double) -> Bool)?
    var onFocusChange: (@MainActor (Bool) -> Void)?
    var buttonRole: ButtonRole?
    var accessibility: (@MainActor () -> ControlAccessibility)?
}
