/// A part of a window that Tab goes through as a whole, and F6 moves between:
/// a split view's columns, or any view marked `.focusSection()`.
///
/// Tab order is reading order (top to bottom, then left to right), but a
/// section takes its place in that order as one piece, by its top left
/// corner: Tab goes through all of a sidebar before the detail beside it,
/// rather than weaving between the two by height.
@MainActor
package final class FocusSectionLayout: WrapperLayout {
    /// A section changes nothing measured or drawn.
    override package var sizesAsContent: Bool { true }
}

/// Wraps each displayable of its content in a focus section.
struct FocusSectionModifier: WrappingModifier {
    package func makeWrapper() -> FocusSectionLayout { FocusSectionLayout() }
    package func configure(_ wrapper: FocusSectionLayout) {}
}

extension View {
    /// Makes this view a section of the window's focus order: Tab visits all
    /// of its focusable controls together, where its top left comes in
    /// reading order, and F6 moves focus from one section to the next, as it
    /// moves between panes in GTK. A split view's columns are sections already.
    public func focusSection() -> some View {
        modifier(FocusSectionModifier())
    }
}
