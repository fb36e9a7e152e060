/// Carries a row's own insets, which the list it is a row of uses in place
/// of its style's.
@MainActor
package final class ListRowInsetsLayout: WrapperLayout {
    override package var canBeMovedWithoutPlacing: Bool { true }

    /// The row's insets; `nil` keeps the list's.
    package var insets: EdgeInsets?

    package init(insets: EdgeInsets?) {
        self.insets = insets
    }
}

/// Gives each displayable of its content its own row insets.
struct ListRowInsetsModifier: WrappingModifier {
    let insets: EdgeInsets?

    package func makeWrapper() -> ListRowInsetsLayout { ListRowInsetsLayout(insets: insets) }

    package func configure(_ wrapper: ListRowInsetsLayout) {
        if wrapper.insets != insets {
            wrapper.insets = insets
            // The list measures and places rows by their insets.
            wrapper.parent?.setNeedsLayout()
        }
    }
}

extension View {
    /// The space around this row inside a list; `nil` keeps the list style's.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        ModifiedContent(content: self, modifier: ListRowInsetsModifier(insets: insets))
    }
}
