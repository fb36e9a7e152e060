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

    private var totalSpacing: Double {
        Double(max(children.count - 1, 0)) * (spacing ?? 8)
    }

    private func main(_ size: Size) -> Double { axis == .vertical ? size.height : size.width }
    private func cross(_ size: Size) -> Double { axis == .vertical ? size.width : size.height }
    private func proposal(main: Double?, cross: Double?) -> ProposedSize {
        axis == .vertical ? ProposedSize(width: cross, height: main) : ProposedSize(width: main, height: cross)
    }
    private func size(main: Double, cross: Double) -> Size {
        axis == .vertical ? Size(width: cross, height: main) : Size(width: main, height: cross)
    }

    override package func layoutDidInvalidate(through child: LayoutNode?) {
        if let child { distributions.childChanged(ObjectIdentifier(child)) } else { distributions.removeAll() }
    }

    /// The size each child chooses under `proposal`: from the last distribution
    /// for it when no child changed, or when the changed ones kept their lengths.
    private func childSizes(for proposal: ProposedSize, in context: LayoutContext) -> [Size] {
        if var known = distributions.entry(for: proposal), known.sizes.count == children.count {
            if known.changed.isEmpty || refresh(&known, in: context) {
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
        let crossProposal = axis == .vertical ? known.proposal.width : known.proposal.height
        for index in children.indices where known.changed.contains(ObjectIdentifier(children[index])) {
            let child = children[index]
            guard let smallest = known.smallest, let largest = known.largest else {
                known.sizes[index] = child.sizeThatFits(self.proposal(main: nil, cross: crossProposal), in: context)
                continue
            }
            let least = main(child.sizeThatFits(self.proposal(main: 0, cross: crossProposal), in: context))
            let most = main(child.sizeThatFits(self.proposal(main: .infinity, cross: crossProposal), in: context))
            // Only a child of one fixed length, the same as before, leaves the others' shares alone.
            guard least == smallest[index], most == largest[index], most <= least, most.isFinite else { return false }
            let chosen = child.sizeThatFits(self.proposal(main: most, cross: crossProposal), in: context)
            guard main(chosen) == main(known.sizes[index]) else { return false }
            known.sizes[index] = chosen
        }
        return true
    }

    /// Each child's size under the same main-axis proposal.
    ///
    /// Layout runs per child per proposal, so its loops avoid closures: a
    /// main-actor closure handed to `map` checks its executor on every call.
    private func childSizes(main length: Double?, cross crossProposal: Double?, in context: LayoutContext) -> [Size] {
        var sizes: [Size] = []
        sizes.reserveCapacity(children.count)
        for child in children {
            sizes.append(child.sizeThatFits(proposal(main: length, cross: crossProposal), in: context))
        }
        return sizes
    }

    /// Shares out `proposal` among all the children, the way SwiftUI's stacks do.
    private func distribute(_ proposal: ProposedSize, in context: LayoutContext) -> StackDistribution {
        let crossProposal = axis == .vertical ? proposal.width : proposal.height
        guard let mainProposal = axis == .vertical ? proposal.height : proposal.width else {
            return StackDistribution(proposal: proposal, sizes: childSizes(main: nil, cross: crossProposal, in: context))
        }
        // Each child's smallest and largest size along the axis decide its flexibility.
        var smallest: [Double] = [], largest: [Double] = [], priorities: [Double] = [], spacers: [Bool] = []
        smallest.reserveCapacity(children.count)
        largest.reserveCapacity(children.count)
        priorities.reserveCapacity(children.count)
        spacers.reserveCapacity(children.count)
        for child in children {
            smallest.append(main(child.sizeThatFits(self.proposal(main: 0, cross: crossProposal), in: context)))
            largest.append(main(child.sizeThatFits(self.proposal(main: .infinity, cross: crossProposal), in: context)))
            priorities.append(child.layoutPriority)
            spacers.append(child.isSpacer)
        }
        var remaining = max(mainProposal - totalSpacing, 0)
        var sizes = Array(repeating: Size.zero, count: children.count)
        // Higher priorities go first; each group leaves lower groups their minimum sizes.
        for group in Self.priorityGroups(priorities, smallest: smallest) {
            var available = max(remaining - group.reservedForLower, 0)
            let order = Self.spacersLast(Self.leastFlexibleFirst(group.members, smallest: smallest, largest: largest),
                                         spacers: spacers)
            // Spacers only fill what the others leave, as in SwiftUI: a long label
            // beside a spacer takes all but the spacer's minimum rather than half.
            var spacerCount = 0, spacerMinimum = 0.0
            for index in order where spacers[index] {
                spacerCount += 1
                spacerMinimum += smallest[index]
            }
            for (position, index) in order.enumerated() {
                let share = spacers[index] || spacerCount == 0
                    ? available / Double(order.count - position)
                    : max(available - spacerMinimum, 0) / Double(order.count - spacerCount - position)
                let fixed = largest[index] <= smallest[index] && largest[index].isFinite
                let offer = fixed ? largest[index] : share
                let chosen = children[index].sizeThatFits(self.proposal(main: offer, cross: crossProposal), in: context)
                sizes[index] = chosen
                available = leftover(available, after: main(chosen))
                remaining = leftover(remaining, after: main(chosen))
            }
        }
        return StackDistribution(proposal: proposal, sizes: sizes, smallest: smallest, largest: largest)
    }

    /// The children's indices by priority, highest first, each group with the
    /// least lengths that lower groups must keep.
    private nonisolated static func priorityGroups(_ priorities: [Double], smallest: [Double])
        -> [(members: [Int], reservedForLower: Double)] {
        let distinct = Set(priorities).sorted(by: >)
        guard distinct.count > 1 else { return [(Array(priorities.indices), 0)] }
        return distinct.map { priority in
            let members = priorities.indices.filter { priorities[$0] == priority }
            let reserved = priorities.indices.filter { priorities[$0] < priority }.reduce(0) { $0 + smallest[$1] }
            return (members, reserved)
        }
    }

    /// Within a group, the least flexible first. A child of one fixed length
    /// takes it whatever it is offered: it is offered exactly that, so no sorting
    /// is needed for it, and it is placed from a real proposal rather than a
    /// probe for its least or most.
    private nonisolated static func leastFlexibleFirst(_ group: [Int], smallest: [Double], largest: [Double]) -> [Int] {
        let flexible = group.filter { largest[$0] > smallest[$0] }
        return group.filter { largest[$0] <= smallest[$0] }
            + flexible.sorted { largest[$0] - smallest[$0] < largest[$1] - smallest[$1] }
    }

    /// `order` with its spacers moved to the end, the rest keeping their order.
    private nonisolated static func spacersLast(_ order: [Int], spacers: [Bool]) -> [Int] {
        order.filter { !spacers[$0] } + order.filter { spacers[$0] }
    }

    /// What is left of `space` once a child took `taken`. Unlimited space stays
    /// unlimited: infinity less infinity would be NaN, which equals no proposal,
    /// so every later child would be measured afresh at every level below.
    private func leftover(_ space: Double, after taken: Double) -> Double {
        space == .infinity ? space : max(space - taken, 0)
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

    override package func placeChildren(in rect: Rect, context: LayoutContext) {
        let sizes = childSizes(for: proposal(thatProduced: rect.size) ?? ProposedSize(rect.size), in: context)
        var position = axis == .vertical ? rect.y : rect.x
        let breadth = cross(rect.size)
        for (child, size) in zip(children, sizes) {
            let crossOffset = (breadth - cross(size)) * alignment
            let origin = axis == .vertical
                ? Point(x: rect.x + crossOffset, y: position)
                : Point(x: position, y: rect.y + crossOffset)
            child.place(in: Rect(origin: origin, size: size), context: context)
            position += main(size) + (spacing ?? 8)
        }
    }
}
