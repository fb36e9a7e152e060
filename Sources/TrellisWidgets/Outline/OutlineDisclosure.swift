@_spi(TrellisExtension) import TrellisCore

/// Marks a list row as an outline element, so Right and Left on the
/// selected row can open and close it.
@MainActor
package final class OutlineDisclosureLayout: WrapperLayout, DisclosingLayout {
    /// Whether its children show; `nil` for a leaf.
    package var isExpanded: Bool?
    package var setExpanded: @MainActor (Bool) -> Void

    init(isExpanded: Bool?, setExpanded: @escaping @MainActor (Bool) -> Void) {
        self.isExpanded = isExpanded
        self.setExpanded = setExpanded
        super.init()
    }
}

/// Wraps an outline row's displayable in an `OutlineDisclosureLayout`.
struct OutlineDisclosureModifier: WrappingModifier {
    let isExpanded: Bool?
    let setExpanded: @MainActor (Bool) -> Void

    package func makeWrapper() -> OutlineDisclosureLayout {
        OutlineDisclosureLayout(isExpanded: isExpanded, setExpanded: setExpanded)
    }

    package func configure(_ wrapper: OutlineDisclosureLayout) {
        wrapper.isExpanded = isExpanded
        wrapper.setExpanded = setExpanded
    }

    // The action writes the same state for the same row; only the state shown matters.
    nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs.isExpanded == rhs.isExpanded }
}
