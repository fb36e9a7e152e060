/// A layout node around exactly one displayable that, unless a subclass says
/// otherwise, takes its content's size and place and passes on its traits.
@MainActor
@_spi(TrellisExtension) open class WrapperLayout: LayoutNode {
    override package var traitSource: LayoutNode? { children.first }

    /// A wrapper whose size is its content's passes every proposal through
    /// and keeps no answers: a `cornerRadius` or an `opacity` on each row of a
    /// list kept a copy of its content's answers, a heap block per row.
    override package init() {
        super.init()
        if sizesAsContent { answerKeeping = .passedToContent }
    }

    /// Its content's size, unless a subclass says otherwise.
    override open func measure(_ proposal: ProposedSize, in context: LayoutContext) -> Size {
        children.first?.sizeThatFits(proposal, in: context) ?? .zero
    }

    /// Its content in its whole rect, unless a subclass says otherwise.
    override open func placeChildren(in rect: Rect, context: LayoutContext) {
        children.first?.place(in: rect, context: context)
    }

    /// Whether this wrapper's size is its content's under every proposal, so
    /// that proposals and a stack's probes for a length go straight to the
    /// content (`AnswerKeeping.passedToContent`). Wrappers that only draw, clip or move
    /// their content say so; the default is no, since a subclass that
    /// measures its own way must not pass proposals through. Read once, when
    /// the wrapper is made.
    open var sizesAsContent: Bool { false }

    override package func independentLength(along axis: Axis, offered: Double?, in context: LayoutContext) -> Double? {
        guard sizesAsContent else { return nil }
        guard let child = children.first else { return 0 }
        return child.independentLength(along: axis, offered: offered, in: context)
    }
}
