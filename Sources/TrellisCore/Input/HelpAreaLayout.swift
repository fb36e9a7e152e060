// In the engine because the event router watches the pointer come to rest
// (`PointerRest`) and asks the area under it; `.help` (a widget) makes the areas.
/// A displayable with a tooltip: told where the pointer came to rest on it, or `nil` when it moved on.
@MainActor
package final class HelpAreaLayout: WrapperLayout {
    /// Called with where the pointer came to rest on the area, or `nil` when it moved on.
    package var onRest: @MainActor (Point?) -> Void

    /// An area that calls `onRest` with where the pointer rests on it.
    package init(onRest: @escaping @MainActor (Point?) -> Void) {
        self.onRest = onRest
    }
}
