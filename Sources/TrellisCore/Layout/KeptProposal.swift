/// A proposal as a node's kept answers store it: two `Offer`s.
///
/// A `ProposedSize` is two optional numbers, 25 bytes padded to 32; kept this
/// way it is 16, and every layout node keeps a few, a list one per row.
struct KeptProposal: Equatable {
    private let width: Offer
    private let height: Offer

    /// `proposal` as kept.
    init(_ proposal: ProposedSize) {
        width = Offer(proposal.width)
        height = Offer(proposal.height)
    }

    /// The proposal that was kept.
    var proposal: ProposedSize {
        ProposedSize(width: width.value, height: height.value)
    }
}
