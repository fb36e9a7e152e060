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
        // The row's content learns its insets too: swipe actions fill the whole row, insets included.
        ModifiedContent(content: environment(\.ownListRowInsets, insets), modifier: ListRowInsetsModifier(insets: insets))
    }
}

private struct OwnListRowInsetsKey: EnvironmentKey {
    static var defaultValue: EdgeInsets? { nil }
}

extension EnvironmentValues {
    /// The insets a row set with `.listRowInsets(_:)`, for its content; nil keeps the list style's.
    package var ownListRowInsets: EdgeInsets? {
        get { self[OwnListRowInsetsKey.self] }
        set { self[OwnListRowInsetsKey.self] = newValue }
    }

    /// The space between a list row's content and its slot in the list: the
    /// row's own insets, else its list style's; none outside a list.
    package var listRowInsets: EdgeInsets {
        guard isInList else { return EdgeInsets() }
        return ownListRowInsets ?? listStyleAppearance.rowInsets
    }
}
