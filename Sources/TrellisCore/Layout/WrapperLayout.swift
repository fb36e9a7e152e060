/// A layout node around exactly one displayable that, unless a subclass says
/// otherwise, takes its content's size and place and passes on its traits.
@MainActor
@_spi(TrellisExtension) open class WrapperLayout: LayoutNode {
    override package var traitSource: LayoutNode? { children.first }

    /// Its content's size, unless a subclass says otherwise.
    override open func measure(_ proposal: ProposedSize, in context: LayoutContext) -> Size {
        children.first?.sizeThatFits(proposal, in: context) ?? .zero
    }

    /// Its content in its whole rect, unless a subclass says otherwise.
    override open func placeChildren(in rect: Rect, context: LayoutContext) {
        children.first?.place(in: rect, context: context)
    }

    /// Whether this wrapper's size is its content's under every proposal, so
    /// a stack's probe for a length can go straight to the content. Wrappers
    /// that only draw, clip or move their content say so; the default is no,
    /// since a subclass that measures its own way must not pass probes through.
    open var sizesAsContent: Bool { false }

    override package func measureLength(along axis: Axis, for proposal: ProposedSize, in context: LayoutContext) -> Double {
        guard sizesAsContent else { return super.measureLength(along: axis, for: proposal, in: context) }
        return children.first?.length(along: axis, for: proposal, in: context) ?? 0
    }

    override package func independentLength(along axis: Axis, offered: Double?, in context: LayoutContext) -> Double? {
        guard sizesAsContent else { return nil }
        guard let child = children.first else { return 0 }
        return child.independentLength(along: axis, offered: offered, in: context)
    }
}
