/// The limits a `.frame` modifier puts on its content; `nil` leaves an axis alone.
///
/// Each limit is kept in eight bytes (`StoredAsOffer`), where a `Double?` took
/// sixteen beside the others: a frame's modifier is held by its view node and
/// again by every modifier around it (`.frame().cornerRadius()`), and its
/// layout by every row of a list that has one.
package struct FrameLimits: Hashable, Sendable {
    @StoredAsOffer package var minWidth: Double?
    @StoredAsOffer package var idealWidth: Double?
    @StoredAsOffer package var maxWidth: Double?
    @StoredAsOffer package var minHeight: Double?
    @StoredAsOffer package var idealHeight: Double?
    @StoredAsOffer package var maxHeight: Double?
    package var alignment: Alignment

    /// A fixed frame pins min, ideal and max together.
    package static func fixed(width: Double?, height: Double?, alignment: Alignment) -> FrameLimits {
        FrameLimits(minWidth: width, idealWidth: width, maxWidth: width,
                    minHeight: height, idealHeight: height, maxHeight: height, alignment: alignment)
    }
}

/// Wraps one displayable in a frame that limits the size proposed to it and
/// the size it reports, then aligns it inside.
@MainActor
package final class FrameLayout: LayoutNode {
    // It makes no interaction of its own, so a tap on it is kept in it.
    override package var holdsTapsItself: Bool { true }

    override package var drawsChildrenWherePlaced: Bool { true }

    override package var canBeMovedWithoutPlacing: Bool { true }

    override package var traitSource: LayoutNode? { children.first }

    package var limits: FrameLimits {
        didSet {
            guard limits != oldValue else { return }
            keepAnswersUnlessFixed()
            setNeedsLayout()
        }
    }

    package init(limits: FrameLimits) {
        self.limits = limits
        super.init()
        keepAnswersUnlessFixed()
    }

    /// Fixed on both axes (`.frame(width:height:)`), a frame's answer is its
    /// two lengths: working it out is cheaper than looking it up, and keeping
    /// it costs a heap block. Its ideal must be the same length too: its
    /// content is placed from the proposal the frame was measured with
    /// (`placeChildren`), which only kept answers recall, and an open axis
    /// offers the content the ideal.
    private func keepAnswersUnlessFixed() {
        let fixed = sizeIgnoresChildren && limits.idealWidth == limits.minWidth && limits.idealHeight == limits.minHeight
        answerKeeping = fixed ? .workedOutEachTime : .kept
    }

    private static func clamp(_ value: Double, _ low: Double?, _ high: Double?) -> Double {
        var result = value
        if let high, result > high { result = high }
        if let low, result < low { result = low }
        return result
    }

    /// One axis of the flexible-frame rule: the child is offered the proposal
    /// clamped to the limits, and the frame takes the child's size pulled
    /// towards the proposal but kept within the limits.
    private static func resolve(proposed: Double?, ideal: Double?, low: Double?, high: Double?) -> Double? {
        guard let proposed else { return ideal ?? nil }
        return clamp(proposed, low, high)
    }

    private func childProposal(for proposal: ProposedSize) -> ProposedSize {
        ProposedSize(
            width: Self.resolve(proposed: proposal.width, ideal: limits.idealWidth, low: limits.minWidth, high: limits.maxWidth),
            height: Self.resolve(proposed: proposal.height, ideal: limits.idealHeight, low: limits.minHeight, high: limits.maxHeight))
    }

    private static func settle(child: Double, offered: Double?, low: Double?, high: Double?) -> Double {
        var result = child
        if let low { result = max(low, min(result, offered ?? result)) }
        if let high { result = min(high, max(result, offered ?? result)) }
        return result
    }

    /// The length a frame pins along an axis, whatever its content says: its
    /// least and most are the same there (`.frame(width: 60)`), since settling
    /// any content length between them gives that length.
    private func pinnedLength(along axis: Axis) -> Double? {
        let (low, high) = axis == .horizontal ? (limits.minWidth, limits.maxWidth) : (limits.minHeight, limits.maxHeight)
        guard let low, let high, low == high else { return nil }
        return low
    }

    /// Pinned on both axes, a frame is the same size whatever its content does.
    override package var sizeIgnoresChildren: Bool {
        pinnedLength(along: .horizontal) != nil && pinnedLength(along: .vertical) != nil
    }

    override package func measure(_ proposal: ProposedSize, in context: LayoutContext) -> Size {
        // Pinned on both axes, the content is not asked: it is measured when placed.
        if let width = pinnedLength(along: .horizontal), let height = pinnedLength(along: .vertical) {
            return Size(width: width, height: height)
        }
        let offered = childProposal(for: proposal)
        let child = children.first?.sizeThatFits(offered, in: context) ?? .zero
        return Size(
            width: Self.settle(child: child.width, offered: offered.width, low: limits.minWidth, high: limits.maxWidth),
            height: Self.settle(child: child.height, offered: offered.height, low: limits.minHeight, high: limits.maxHeight))
    }

    /// Each axis of a frame is settled from the same axis of its content alone.
    override package func measureLength(along axis: Axis, for proposal: ProposedSize, in context: LayoutContext) -> Double {
        // A stack probing a fixed column's least and most width need not measure what is in it.
        if let pinned = pinnedLength(along: axis) { return pinned }
        let offered = childProposal(for: proposal)
        let child = children.first?.length(along: axis, for: offered, in: context) ?? 0
        return axis == .horizontal
            ? Self.settle(child: child, offered: offered.width, low: limits.minWidth, high: limits.maxWidth)
            : Self.settle(child: child, offered: offered.height, low: limits.minHeight, high: limits.maxHeight)
    }

    override package func independentLength(along axis: Axis, offered: Double?, in context: LayoutContext) -> Double? {
        let (ideal, low, high) = axis == .horizontal
            ? (limits.idealWidth, limits.minWidth, limits.maxWidth)
            : (limits.idealHeight, limits.minHeight, limits.maxHeight)
        // A fixed length is settled to itself whatever the content chose.
        if let low, let high, low == high, low.isFinite { return low }
        let childOffer = Self.resolve(proposed: offered, ideal: ideal, low: low, high: high)
        guard let child = children.first else { return Self.settle(child: 0, offered: childOffer, low: low, high: high) }
        guard let length = child.independentLength(along: axis, offered: childOffer, in: context) else { return nil }
        return Self.settle(child: length, offered: childOffer, low: low, high: high)
    }

    override package func placeChildren(in rect: Rect, context: LayoutContext) {
        guard let child = children.first else { return }
        // Placed from the proposal it was measured with, as SwiftUI places: a
        // frame measured with an open height and placed at the height it chose
        // would otherwise offer its content that height, a new proposal that a
        // stack inside must share out afresh, probing every child again.
        let proposal = self.proposal(thatProduced: rect.size) ?? ProposedSize(rect.size)
        let size = child.sizeThatFits(childProposal(for: proposal), in: context)
        child.place(in: Rect(origin: limits.alignment.origin(of: size, in: rect), size: size), context: context)
    }
}
