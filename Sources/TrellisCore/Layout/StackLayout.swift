/// Lays children out one after another along an axis, the way SwiftUI's stacks do:
/// the least flexible child is offered its share first, so flexible children
/// (spacers, colours) get what is left.
@MainActor
package final class StackLayout: LayoutNode {
    package let axis: Axis
    /// Cross-axis alignment, as a fraction: 0 leading or top, 1 trailing or bottom.
    package var alignment: Double { didSet { if alignment != oldValue { setNeedsLayout() } } }
    /// Space between neighbours; `nil` uses the default of 8.
    package var spacing: Double? { didSet { if spacing != oldValue { setNeedsLayout() } } }

    private var distributions = StackDistributions()

    package init(axis: Axis, alignment: Double, spacing: Double?) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
    }

    package convenience init(axis: Axis, alignment: HorizontalAlignment, spacing: Double?) {
        self.init(axis: axis, alignment: alignment.fraction, spacing: spacing)
    }

    var totalSpacing: Double {
        Double(max(children.count - 1, 0)) * (spacing ?? 8)
    }

    func main(_ size: Size) -> Double { axis == .vertical ? size.height : size.width }
    private func cross(_ size: Size) -> Double { axis == .vertical ? size.width : size.height }
    func proposal(main: Double?, cross: Double?) -> ProposedSize {
        axis == .vertical ? ProposedSize(width: cross, height: main) : ProposedSize(width: main, height: cross)
    }
    private func size(main: Double, cross: Double) -> Size {
        axis == .vertical ? Size(width: cross, height: main) : Size(width: main, height: cross)
    }
    private func split(_ proposal: ProposedSize) -> (main: Double?, cross: Double?) {
        axis == .vertical ? (proposal.height, proposal.width) : (proposal.width, proposal.height)
    }

    override package func layoutDidInvalidate(through child: LayoutNode?) {
        if let child { distributions.childChanged(ObjectIdentifier(child)) } else { distributions.removeAll() }
    }

    /// The size each child chooses under `proposal`: from the last distribution
    /// for it when no child changed, or when the changed ones kept their lengths.
    private func childSizes(for proposal: ProposedSize, in context: LayoutContext) -> [Size] {
        if var known = distributions.entry(for: proposal), known.sizes.count == children.count {
            if known.changed.isEmpty { return known.sizes }
            if refresh(&known, in: context) {
                known.changed.removeAll()
                distributions.keep(known)
                return known.sizes
            }
        }
        let distribution = distribute(proposal, in: context)
        distributions.keep(distribution)
        return distribution.sizes
    }

    /// Asks only the changed children again; false when one of them changed
    /// length in a way that moves the others, so everything must be shared out anew.
    private func refresh(_ known: inout StackDistribution, in context: LayoutContext) -> Bool {
        // Finding many changed children one by one would cost more than starting over.
        guard known.changed.count <= max(children.count / 8, 1) else { return false }
        let crossProposal = split(known.proposal).cross
        for index in children.indices where known.changed.contains(ObjectIdentifier(children[index])) {
            let child = children[index]
            guard let shares = known.shares else {
                known.sizes[index] = child.sizeThatFits(self.proposal(main: nil, cross: crossProposal), in: context)
                continue
            }
            let least = child.length(along: axis, for: self.proposal(main: 0, cross: crossProposal), in: context)
            let most = child.length(along: axis, for: self.proposal(main: .infinity, cross: crossProposal), in: context)
            // Only a child of one fixed length, the same as before, leaves the others' shares alone.
            guard least == shares[index].least, most == shares[index].most, most <= least, most.isFinite else { return false }
            let chosen = child.sizeThatFits(self.proposal(main: most, cross: crossProposal), in: context)
            guard main(chosen) == main(known.sizes[index]) else { return false }
            known.sizes[index] = chosen
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

    override package func measure(_ proposal: ProposedSize, in context: LayoutContext) -> Size {
        guard !children.isEmpty else { return .zero }
        var length = totalSpacing, breadth = 0.0
        for size in childSizes(for: proposal, in: context) {
            length += main(size)
            breadth = max(breadth, cross(size))
        }
        return size(main: length, cross: breadth)
    }

    /// The children's lengths alone decide a stack's length along it: they are
    /// shared out as for a size, asking each child only for its length. Across
    /// it, the stack is as broad as its broadest child under what it was offered.
    override package func measureLength(along axis: Axis, for proposal: ProposedSize, in context: LayoutContext) -> Double {
        guard !children.isEmpty else { return 0 }
        let alongStack = axis == self.axis
        if let known = distributions.entry(for: proposal), known.changed.isEmpty, known.sizes.count == children.count {
            var length = alongStack ? totalSpacing : 0
            for size in known.sizes { length = alongStack ? length + main(size) : max(length, cross(size)) }
            return length
        }
        let (mainProposal, crossProposal) = split(proposal)
        if !alongStack, let known = independentLength(along: axis, offered: crossProposal, in: context) { return known }
        var length = alongStack ? totalSpacing : 0
        guard let mainProposal else {
            for child in children {
                let chosen = child.length(along: axis, for: self.proposal(main: nil, cross: crossProposal), in: context)
                length = alongStack ? length + chosen : max(length, chosen)
            }
            return length
        }
        // Across a stack that shares space out, its breadth needs each child's
        // whole size under its share: the distribution the stack keeps anyway.
        guard alongStack else { return super.measureLength(along: axis, for: proposal, in: context) }
        for child in share(mainProposal, cross: crossProposal, findingSizes: false, in: context).children {
            length += child.length
        }
        return length
    }

    /// Across the stack, its breadth is its widest child's: known without
    /// sharing anything out when every child's breadth is.
    override package func independentLength(along axis: Axis, offered: Double?, in context: LayoutContext) -> Double? {
        guard axis != self.axis else { return nil }
        var breadth = 0.0
        for child in children {
            guard let length = child.independentLength(along: axis, offered: offered, in: context) else { return nil }
            breadth = max(breadth, length)
        }
        return breadth
    }

    override package func placeChildren(in rect: Rect, context: LayoutContext) {
        let sizes = childSizes(for: proposal(thatProduced: rect.size) ?? ProposedSize(rect.size), in: context)
        var position = axis == .vertical ? rect.y : rect.x
        let breadth = cross(rect.size)
        // Read once: each read of a stored property checks exclusive access.
        let alignment = alignment, spacing = spacing ?? 8
        for (child, size) in zip(children, sizes) {
            let crossOffset = (breadth - cross(size)) * alignment
            let origin = axis == .vertical
                ? Point(x: rect.x + crossOffset, y: position)
                : Point(x: position, y: rect.y + crossOffset)
            child.place(in: Rect(origin: origin, size: size), context: context)
            position += main(size) + spacing
        }
    }
}
