/// How content keeps its proportions in a space of other proportions.
public enum ContentMode: Hashable, Sendable {
    /// As large as fits entirely inside.
    case fit
    /// As small as covers the whole space; the rest spills over.
    case fill
}

/// Keeps its one displayable at a width-to-height ratio.
@MainActor
package final class AspectRatioLayout: LayoutNode {
    override package var traitSource: LayoutNode? { children.first }

    package var ratio: Double?
    package var mode: ContentMode

    package init(ratio: Double?, mode: ContentMode) {
        self.ratio = ratio
        self.mode = mode
    }

    private func targetSize(for proposal: ProposedSize, in context: LayoutContext) -> Size {
        guard let child = children.first else { return .zero }
        let ideal = child.sizeThatFits(.unspecified, in: context)
        var ratio = self.ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        if !ratio.isFinite || ratio <= 0 { ratio = 1 }
        switch (proposal.width, proposal.height) {
        case (nil, nil):
            return Size(width: ideal.width, height: ideal.width / ratio)
        case (let width?, nil):
            return Size(width: width, height: width / ratio)
        case (nil, let height?):
            return Size(width: height * ratio, height: height)
        case (let width?, let height?):
            let byWidth = Size(width: width, height: width / ratio)
            let byHeight = Size(width: height * ratio, height: height)
            let fitsByWidth = byWidth.height <= height
            return (mode == .fit) == fitsByWidth ? byWidth : byHeight
        }
    }

    override package func measure(_ proposal: ProposedSize, in context: LayoutContext) -> Size {
        let target = targetSize(for: proposal, in: context)
        return children.first?.sizeThatFits(ProposedSize(target), in: context) ?? .zero
    }

    override package func placeChildren(in rect: Rect, context: LayoutContext) {
        guard let child = children.first else { return }
        let size = child.sizeThatFits(ProposedSize(targetSize(for: ProposedSize(rect.size), in: context)), in: context)
        child.place(in: Rect(origin: Alignment.center.origin(of: size, in: rect), size: size), context: context)
    }
}
