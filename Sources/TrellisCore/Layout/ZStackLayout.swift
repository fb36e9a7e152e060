/// Lays children on top of one another, aligned within the largest of them.
@MainActor
package final class ZStackLayout: LayoutNode {
    // It makes no interaction of its own, so a tap on it is kept in it.
    override package var holdsTapsItself: Bool { true }

    override package var canBeMovedWithoutPlacing: Bool { true }

    package var alignment: Alignment { didSet { if alignment != oldValue { setNeedsLayout() } } }

    package init(alignment: Alignment) {
        self.alignment = alignment
    }

    override package func measure(_ proposal: ProposedSize, in context: LayoutContext) -> Size {
        children.reduce(Size.zero) { largest, child in
            let size = child.sizeThatFits(proposal, in: context)
            return Size(width: max(largest.width, size.width), height: max(largest.height, size.height))
        }
    }

    override package func placeChildren(in rect: Rect, context: LayoutContext) {
        for child in children {
            let size = child.sizeThatFits(ProposedSize(rect.size), in: context)
            child.place(in: Rect(origin: alignment.origin(of: size, in: rect), size: size), context: context)
        }
    }
}
