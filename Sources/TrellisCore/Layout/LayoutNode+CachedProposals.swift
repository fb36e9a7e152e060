/// Finding the proposal a node's cached answer came from, so a container places
/// a child with the offer it was measured at.
extension LayoutNode {
    /// The most recent proposal this node answered with `size`, if any.
    ///
    /// A parent places a child at the size the child chose; a container that
    /// shares space among its children distributes again from the proposal that
    /// gave that size, so each child keeps the size it was measured at rather
    /// than a share of a tighter offer (SwiftUI places with the proposal, too).
    /// Probes for a child's least and most (a length of 0 or infinity) are
    /// never what it was placed from, though they may give the same size.
    package final func proposal(thatProduced size: Size) -> ProposedSize? {
        // A loop, not `last(where:)`: a main-actor closure checks its executor on every call.
        var index = keptAnswers.answers.count - 1
        while index >= 0 {
            let answer = keptAnswers.answers[index]
            index -= 1
            guard answer.axis == nil else { continue }
            let kept = answer.kept, cached = answer.size
            guard cached == size else { continue }
            let proposal = kept.proposal
            let width = proposal.width, height = proposal.height
            if width != 0 && width != .infinity && height != 0 && height != .infinity { return proposal }
        }
        return nil
    }

    /// The most recent proposal that left `axis` open, offered `breadth`
    /// across it, and got `length` along it, if any.
    ///
    /// A scroll view measures its content with the scrolling axis open and
    /// places it stretched across the viewport, so no answer has the placed
    /// size; SwiftUI places that content with the open proposal it measured
    /// with, and a container doing the same keeps its children's sizes
    /// rather than sharing the measured length out again.
    package final func proposal(leaving axis: Axis, open length: Double, offering breadth: Double) -> ProposedSize? {
        var index = keptAnswers.answers.count - 1
        while index >= 0 {
            let answer = keptAnswers.answers[index]
            index -= 1
            guard answer.axis == nil else { continue }
            let kept = answer.kept, cached = answer.size
            let proposal = kept.proposal
            let (along, across) = axis == .vertical ? (proposal.height, proposal.width) : (proposal.width, proposal.height)
            guard along == nil, across == breadth else { continue }
            if (axis == .vertical ? cached.height : cached.width) == length { return proposal }
        }
        return nil
    }
}
