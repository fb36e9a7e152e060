/// Marks a list row as an outline element, so Right and Left on the
/// selected row can open and close it.
@MainActor
package final class OutlineDisclosureLayout: WrapperLayout {
    /// Whether its children show; `nil` for a leaf.
    var isExpanded: Bool?
    var setExpanded: @MainActor (Bool) -> Void

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

    func makeWrapper() -> OutlineDisclosureLayout {
        OutlineDisclosureLayout(isExpanded: isExpanded, setExpanded: setExpanded)
    }

    func configure(_ wrapper: OutlineDisclosureLayout) {
        wrapper.isExpanded = isExpanded
        wrapper.setExpanded = setExpanded
    }

    // The action writes the same state for the same row; only the state shown matters.
    nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs.isExpanded == rhs.isExpanded }
}

extension ListLayout {
    /// Opens (Right) or closes (Left) the outline element on the lead row;
    /// false when that row is no outline element or is already so.
    func disclose(_ open: Bool) -> Bool {
        guard let lead, let offset = rows(withTag: lead).first, let row = rows[offset] else { return false }
        var node: LayoutNode? = row
        while let current = node {
            if let disclosure = current as? OutlineDisclosureLayout {
                guard let isExpanded = disclosure.isExpanded, isExpanded != open else { return false }
                disclosure.setExpanded(open)
                return true
            }
            node = current.children.count == 1 ? current.children[0] : nil
        }
        return false
    }
}
