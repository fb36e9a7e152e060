/// Insets its one displayable: proposes less space to it and reports more.
/// Negative insets, which SwiftUI allows, do the opposite: the displayable is
/// offered more space and stands out past this view's edges, which never
/// report a size below zero.
@MainActor
package final class PaddingLayout: LayoutNode {
    // It makes no interaction of its own, so a tap on it is kept in it.
    override package var holdsTapsItself: Bool { true }

    override package var drawsChildrenWherePlaced: Bool { true }

    override package var canBeMovedWithoutPlacing: Bool { true }

    override package var traitSource: LayoutNode? { children.first }

    package var insets: EdgeInsets { didSet { if insets != oldValue { setNeedsLayout() } } }

    package init(insets: EdgeInsets) {
        self.insets = insets
    }

    private func inner(_ proposal: ProposedSize) -> ProposedSize {
        // No `Optional.map`: a main-actor closure checks its executor on every call.
        ProposedSize(width: Self.inset(proposal.width, by: insets.horizontal),
                     height: Self.inset(proposal.height, by: insets.vertical))
    }

    private nonisolated static func inset(_ length: Double?, by inset: Double) -> Double? {
        guard let length else { return nil }
        return max(length - inset, 0)
    }

    override package func measure(_ proposal: ProposedSize, in context: LayoutContext) -> Size {
        let child = children.first?.sizeThatFits(inner(proposal), in: context) ?? .zero
        return Size(width: max(child.width + insets.horizontal, 0), height: max(child.height + insets.vertical, 0))
    }

    override package func measureLength(along axis: Axis, for proposal: ProposedSize, in context: LayoutContext) -> Double {
        let inset = axis == .horizontal ? insets.horizontal : insets.vertical
        return max((children.first?.length(along: axis, for: inner(proposal), in: context) ?? 0) + inset, 0)
    }

    override package func independentLength(along axis: Axis, offered: Double?, in context: LayoutContext) -> Double? {
        let inset = axis == .horizontal ? insets.horizontal : insets.vertical
        guard let child = children.first else { return max(inset, 0) }
        guard let length = child.independentLength(along: axis, offered: Self.inset(offered, by: inset), in: context) else {
            return nil
        }
        return max(length + inset, 0)
    }

    override package func placeChildren(in rect: Rect, context: LayoutContext) {
        children.first?.place(in: Rect(x: rect.x + insets.leading, y: rect.y + insets.top,
                                       width: max(rect.width - insets.horizontal, 0),
                                       height: max(rect.height - insets.vertical, 0)), context: context)
    }
}
