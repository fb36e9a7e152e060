/// What a stack of many children keeps between layouts, so that one changed
/// child of 10,000 costs about one child's work: how it last shared out each
/// proposal (`StackDistributions`), where it last placed each child
/// (`StackPlacement`), and which children it last drew (`StackCulling`).
///
/// A stack of a few children keeps none of it: sharing out among them again
/// asks each child for answers it keeps itself, which costs less than these
/// records took in memory. A chat message's three small stacks held about
/// 1.5 KB of them, more than its three texts' layouts.
@MainActor
final class LongStackState {
    /// The children's sizes for each proposal lately offered (`StackLayout+Distribution`).
    var distributions = StackDistributions()
    /// What the last placement did, so a changed child that kept its length is
    /// placed again alone (`StackPlacement`).
    var placement = StackPlacement()
    /// The band of children the last build drew, when it drew only those (`StackCulling`).
    var drawnBand: ClosedRange<Double>?

    /// Stacks with at most this many children keep no state of their own.
    static let fewChildren = 8
}
