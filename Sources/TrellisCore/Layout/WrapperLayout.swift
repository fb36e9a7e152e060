/// A layout node around exactly one displayable that, unless a subclass says
/// otherwise, takes its content's size and place and passes on its traits.
@MainActor
package class WrapperLayout: LayoutNode {
    override package var traitSource: LayoutNode? { children.first }

    override package func measure(_ proposal: ProposedSize, in context: LayoutContext) -> Size {
        children.first?.sizeThatFits(proposal, in: context) ?? .zero
    }

    override package func placeChildren(in rect: Rect, context: LayoutContext) {
        children.first?.place(in: rect, context: context)
    }
}
