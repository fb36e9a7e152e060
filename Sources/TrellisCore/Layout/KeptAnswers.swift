/// The sizes and lengths a layout node answered since they were last
/// forgotten, each with the proposal that asked.
///
/// They make every proposal after the first nearly free, and they are all an
/// enclosing node laid itself out from: a node whose answers stand after a
/// change inside it (`LayoutNode.answersStayTheSame(in:)`) lays out nothing
/// above it. That check needs every answer, so letting one go is remembered.
struct KeptAnswers {
    /// A stack asks each child about four proposals when measuring and three more
    /// when placing at a different width (a scroll view's content): the list
    /// must hold a whole frame's worth, or a cyclic pattern misses every time.
    private static let limit = 12

    /// Whole sizes, oldest first.
    private(set) var sizes = InlineFirstList<(KeptProposal, Size)>()
    /// Lengths along one axis found without the whole size (`LayoutNode.length(along:for:in:)`).
    // The axis last, where the list's optional first entry finds room for its tag.
    private(set) var lengths = InlineFirstList<(kept: KeptProposal, length: Double, axis: Axis)>()
    /// Whether a full list let an answer go: an enclosing node may still rely
    /// on it, so the answers cannot be checked.
    private var droppedAny = false

    /// Whether every answer given is here, and there is at least one to check.
    var canBeChecked: Bool { !droppedAny && !(sizes.isEmpty && lengths.isEmpty) }

    /// The size answered to `proposal`, if it is kept.
    func size(for proposal: ProposedSize) -> Size? {
        let proposal = KeptProposal(proposal)
        // A loop, not `first(where:)`: a main-actor closure checks its executor on every call.
        for (asked, size) in sizes where asked == proposal { return size }
        return nil
    }

    /// The length along `axis` answered to `proposal`, from a whole size or a length alone.
    func length(along axis: Axis, for proposal: ProposedSize) -> Double? {
        if let size = size(for: proposal) { return axis == .horizontal ? size.width : size.height }
        let proposal = KeptProposal(proposal)
        for known in lengths where known.axis == axis && known.kept == proposal { return known.length }
        return nil
    }

    /// Keeps `size` as the answer to `proposal`, letting the oldest go when full.
    mutating func keep(_ size: Size, for proposal: ProposedSize) {
        if sizes.count >= Self.limit {
            sizes.removeFirst()
            droppedAny = true
        }
        sizes.append((KeptProposal(proposal), size))
    }

    /// Keeps `length` as the answer along `axis` to `proposal`, letting the oldest go when full.
    mutating func keep(_ length: Double, along axis: Axis, for proposal: ProposedSize) {
        if lengths.count >= Self.limit {
            lengths.removeFirst()
            droppedAny = true
        }
        lengths.append((KeptProposal(proposal), length, axis))
    }

    /// Forgets every answer, for a node whose own answers may now differ.
    mutating func forget() {
        sizes.removeAll()
        lengths.removeAll()
        droppedAny = false
    }
}
