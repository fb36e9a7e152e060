/// Lays children out one after another along an axis, the way SwiftUI's stacks do:
/// the least flexible child is offered its share first, so flexible children
/// (spacers, colours) get what is left.
@MainActor
package final class StackLayout: LayoutNode {
    // It makes no interaction of its own, so a tap on it is kept in it.
    override package var holdsTapsItself: Bool { true }

    override package var canBeMovedWithoutPlacing: Bool { true }

    override package var drawsChildrenWherePlaced: Bool { true }

    override package func didMoveWithoutPlacing(by delta: Size) {
        guard let long = longState else { return }
        long.placement.move(by: delta, along: axis == .vertical ? delta.height : delta.width)
        // Scrolled a viewport's length: other children meet the band.
        if let drawnBand = long.drawnBand, StackCulling.band(of: self, along: axis) != drawnBand {
            markDisplayPath(contentChanged: false)
        }
    }

    override package func appendGraphics(to list: inout DisplayList) {
        let band = StackCulling.band(of: self, along: axis)
        let drawn = list.context.drawsEveryRow ? nil : band
        if let builder = list.context.builder {
            // Only a build keeps what was drawn: a list made from scratch leaves the builder's record alone.
            // Only a stack of many children finds a band; a short one keeps none.
            long?.drawnBand = drawn
            // A band needs `StackCulling.minimumChildren`, more than a short stack has, so `long` is there.
            if band != nil, let long { builder.cullingCandidates.note(self, state: long) }
        }
        guard let drawn else { return super.appendGraphics(to: &list) }
        for child in childrenInPaintOrder where StackCulling.band(drawn, meets: child, along: axis) {
            child.appendSubtree(to: &list)
        }
    }

    /// Its children are drawn as they are: leaving some out of a band changes none of their graphics.
    override package var changesChildGraphics: Bool { false }

    /// It draws nothing of its own; only a long stack's band, which placing
    /// can move, follows where it stands.
    override package var ownGraphicsFollowFrame: Bool { longState?.drawnBand != nil }

    override package func adjustment(forRebuilding child: LayoutNode) -> ChildGraphicsAdjustment? {
        guard let drawnBand = longState?.drawnBand else { return .unchanged }
        // A child that left the band, or a band that moved, changes which children are drawn.
        guard StackCulling.band(drawnBand, meets: child, along: axis),
              StackCulling.band(of: self, along: axis) == drawnBand else { return nil }
        return .unchanged
    }

    package let axis: Axis
    /// Cross-axis alignment, as a fraction: 0 leading or top, 1 trailing or bottom.
    package var alignment: Double { didSet { if alignment != oldValue { setNeedsLayout() } } }
    /// Space between neighbours; `nil` uses the default of 8.
    package var spacing: Double? { didSet { if spacing != oldValue { setNeedsLayout() } } }

    /// What the stack keeps between layouts once it has more than a few
    /// children (`LongStackState`); `nil` for a short stack.
    private(set) var longState: LongStackState?

    /// The long stack's state, made when first needed; `nil` while the stack
    /// has few children. A stack that had many and lost them keeps it.
    var long: LongStackState? {
        if let longState { return longState }
        guard children.count > LongStackState.fewChildren else { return nil }
        let made = LongStackState()
        longState = made
        return made
    }

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
    func cross(_ size: Size) -> Double { axis == .vertical ? size.width : size.height }
    func proposal(main: Double?, cross: Double?) -> ProposedSize {
        axis == .vertical ? ProposedSize(width: cross, height: main) : ProposedSize(width: main, height: cross)
    }
    private func size(main: Double, cross: Double) -> Size {
        axis == .vertical ? Size(width: cross, height: main) : Size(width: main, height: cross)
    }
    func split(_ proposal: ProposedSize) -> (main: Double?, cross: Double?) {
        axis == .vertical ? (proposal.height, proposal.width) : (proposal.width, proposal.height)
    }

    override package func layoutDidInvalidate(through child: LayoutNode?) {
        guard let long = longState else { return }
        if let child {
            long.distributions.childChanged(ObjectIdentifier(child), limit: Self.refreshLimit(children.count))
        } else {
            long.distributions.removeAll()
        }
        long.placement.childAsked(child)
    }

    override package func placementDidInvalidate(through child: LayoutNode?) {
        longState?.placement.childAsked(child)
    }

    override package func measure(_ proposal: ProposedSize, in context: LayoutContext) -> Size {
        guard !children.isEmpty else { return .zero }
        let sizes = childSizes(for: proposal, in: context)
        if let known = longState?.distributions.totals(for: proposal) { return size(main: known.length, cross: known.breadth) }
        var length = totalSpacing, breadth = 0.0
        for size in sizes {
            length += main(size)
            breadth = max(breadth, cross(size))
        }
        longState?.distributions.setTotals(StackTotals(length: length, breadth: breadth), for: proposal)
        return size(main: length, cross: breadth)
    }

    /// The children's lengths alone decide a stack's length along it: they are
    /// shared out as for a size, asking each child only for its length. Across
    /// it, the stack is as broad as its broadest child under what it was offered.
    override package func measureLength(along axis: Axis, for proposal: ProposedSize, in context: LayoutContext) -> Double {
        guard !children.isEmpty else { return 0 }
        let alongStack = axis == self.axis
        if let long = longState, long.distributions.holdsSizes(for: proposal, count: children.count),
           var known = long.distributions.take(for: proposal),
           known.changed.isEmpty || refresh(&known, in: context) {
            // A few changed children that kept their lengths leave the rest as they were:
            // asking them again beats sharing out 10,000 rows for one changed text.
            // (A refresh that failed dropped the distribution, half refreshed.)
            known.changed.removeAll(keepingCapacity: true)
            if known.totals == nil {
                var length = totalSpacing, breadth = 0.0
                for size in known.sizes {
                    length += main(size)
                    breadth = max(breadth, cross(size))
                }
                known.totals = StackTotals(length: length, breadth: breadth)
            }
            let totals = known.totals
            long.distributions.keep(known)
            if let totals { return alongStack ? totals.length : totals.breadth }
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
        return sharedLength(mainProposal, cross: crossProposal, for: proposal, in: context)
    }

    /// The stack's length when `mainProposal` is shared out, from the
    /// children's shares as lengths alone, kept like a distribution: a parent
    /// probing this stack's least and most every frame (a scroll view's
    /// content of 10,000 rows, one of which changed) asks only the changed
    /// children again. A refresh keeps every share as it was, so the sum is
    /// kept too; adding up 10,000 shares per probe read memory across them all.
    private func sharedLength(_ mainProposal: Double, cross crossProposal: Double?, for proposal: ProposedSize,
                              in context: LayoutContext) -> Double {
        if let long = longState, let kept = long.distributions.sharedLength(for: proposal, count: children.count) {
            if kept.isCurrent { return kept.length }
            // Taken out to be refreshed, so that changing it does not copy its shares.
            if var taken = long.distributions.take(for: proposal), refreshLengths(&taken, in: context) {
                taken.changed.removeAll(keepingCapacity: true)
                long.distributions.keep(taken)
                return kept.length
            }
        }
        let shares = share(mainProposal, cross: crossProposal, findingSizes: false, in: context).children
        var length = totalSpacing
        for child in shares { length += child.length }
        if let long {
            var kept = StackDistribution(proposal: proposal, sizes: [], shares: shares)
            kept.sharedLength = length
            long.distributions.keep(kept)
        }
        return length
    }

    /// Asks only the changed children of a length-only distribution again, as
    /// `refresh` does for a whole one; false when one of them moves the others.
    private func refreshLengths(_ known: inout StackDistribution, in context: LayoutContext) -> Bool {
        guard let shares = known.shares, known.changed.count <= Self.refreshLimit(children.count) else { return false }
        let crossProposal = split(known.proposal).cross
        guard let long = longState else { return false }
        for index in long.placement.indices(of: known.changed, in: children) {
            let child = children[index]
            let least = child.length(along: axis, for: proposal(main: 0, cross: crossProposal), in: context)
            let most = child.length(along: axis, for: proposal(main: .infinity, cross: crossProposal), in: context)
            guard least == shares[index].least, most == shares[index].most, most <= least, most.isFinite,
                  child.length(along: axis, for: proposal(main: most, cross: crossProposal), in: context) == shares[index].length
            else { return false }
        }
        return true
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
        let long = self.long
        let asked = long?.placement.beginPlacing(children)
        let proposal = proposal(thatProduced: rect.size)
            ?? proposal(leaving: axis, open: main(rect.size), offering: cross(rect.size))
            ?? ProposedSize(rect.size)
        let (sizes, kept) = childSizesKeepingOthers(for: proposal, in: context)
        let breadth = cross(rect.size)
        // Read once: each read of a stored property checks exclusive access.
        let alignment = alignment, spacing = spacing ?? 8
        let children = children
        func place(_ index: Int, at position: Double) {
            let size = sizes[index]
            let crossOffset = (breadth - cross(size)) * alignment
            let origin = axis == .vertical
                ? Point(x: rect.x + crossOffset, y: position)
                : Point(x: position, y: rect.y + crossOffset)
            children[index].place(in: Rect(origin: origin, size: size), context: context)
        }
        // One row of 10,000 that changed and kept its length moves nothing else.
        if kept, let long, let asked,
           let starts = long.placement.startsIfOnly(asked, movedIn: rect, proposal: proposal, sizes: sizes, main: main) {
            for index in asked { place(index, at: starts[index]) }
            long.placement.didPlace(only: asked, sizes: sizes, main: main)
            return
        }
        var starts: [Double] = []
        starts.reserveCapacity(children.count)
        var position = axis == .vertical ? rect.y : rect.x
        for index in children.indices {
            starts.append(position)
            place(index, at: position)
            position += main(sizes[index]) + spacing
        }
        long?.placement.didPlace(in: rect, proposal: proposal, sizes: sizes, starts: starts, main: main)
    }
}
