/// How a stack shares its length out among its children, and how a share
/// is kept: sizes are found afresh only for a new proposal, and a child that
/// changed but kept its length is asked again alone.
extension StackLayout {
    /// The size each child chooses under `proposal`: from the last distribution
    /// for it when no child changed, or when the changed ones kept their lengths.
    func childSizes(for proposal: ProposedSize, in context: LayoutContext) -> [Size] {
        childSizesKeepingOthers(for: proposal, in: context).sizes
    }

    /// The sizes, and whether every child not changed since kept its size
    /// (false when the space was shared out anew).
    func childSizesKeepingOthers(for proposal: ProposedSize, in context: LayoutContext) -> (sizes: [Size], kept: Bool) {
        guard let long else { return (distribute(proposal, in: context).sizes, false) }
        if var known = long.distributions.take(for: proposal), known.sizes.count == children.count,
           known.changed.isEmpty || refresh(&known, in: context) {
            known.changed.removeAll(keepingCapacity: true)
            let sizes = known.sizes
            long.distributions.keep(known)
            return (sizes, true)
        }
        let distribution = distribute(proposal, in: context)
        let sizes = distribution.sizes
        long.distributions.keep(distribution)
        return (sizes, false)
    }

    /// The most changed children a distribution is refreshed for: finding
    /// many one by one would cost more than starting over.
    static func refreshLimit(_ childCount: Int) -> Int {
        max(childCount / 8, 1)
    }

    /// Asks only the changed children again; false when one of them changed
    /// length in a way that moves the others, so everything must be shared out anew.
    func refresh(_ known: inout StackDistribution, in context: LayoutContext) -> Bool {
        guard known.changed.count <= Self.refreshLimit(children.count) else { return false }
        guard let long = longState else { return false }
        let crossProposal = split(known.proposal).cross
        for index in long.placement.indices(of: known.changed, in: children) {
            let child = children[index]
            guard let shares = known.shares else {
                known.replaceSize(at: index, with: child.sizeThatFits(self.proposal(main: nil, cross: crossProposal), in: context),
                                  main: main, cross: cross)
                continue
            }
            let least = child.length(along: axis, for: self.proposal(main: 0, cross: crossProposal), in: context)
            let most = child.length(along: axis, for: self.proposal(main: .infinity, cross: crossProposal), in: context)
            // Only a child of one fixed length, the same as before, leaves the others' shares alone.
            guard least == shares[index].least, most == shares[index].most, most <= least, most.isFinite else { return false }
            let chosen = child.sizeThatFits(self.proposal(main: most, cross: crossProposal), in: context)
            guard main(chosen) == main(known.sizes[index]) else { return false }
            known.replaceSize(at: index, with: chosen, main: main, cross: cross)
        }
        return true
    }

    /// Shares out `proposal` among all the children, the way SwiftUI's stacks do.
    ///
    /// Layout runs per child per proposal, so its loops avoid closures: a
    /// main-actor closure handed to `map` checks its executor on every call.
    private func distribute(_ proposal: ProposedSize, in context: LayoutContext) -> StackDistribution {
        let (mainProposal, crossProposal) = split(proposal)
        guard let mainProposal else {
            var sizes: [Size] = []
            sizes.reserveCapacity(children.count)
            for child in children {
                sizes.append(child.sizeThatFits(self.proposal(main: nil, cross: crossProposal), in: context))
            }
            return StackDistribution(proposal: proposal, sizes: sizes)
        }
        let shared = share(mainProposal, cross: crossProposal, findingSizes: true, in: context)
        return StackDistribution(proposal: proposal, sizes: shared.sizes, shares: shared.children)
    }
}
