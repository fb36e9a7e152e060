/// A stack's space shared out along its axis: each child's length, its size
/// when asked for, and each child's least and most length, which decided the order.
struct StackShares {
    var sizes: [Size] = []
    var lengths: [Double] = []
    var smallest: [Double] = []
    var largest: [Double] = []
}

extension StackLayout {
    /// Shares `mainProposal` (less spacing) among the children, the way
    /// SwiftUI's stacks do: higher priorities first, each group leaving lower
    /// groups their least lengths; within a group the least flexible child
    /// first, spacers last, each offered an equal share of what is left.
    ///
    /// Each child's least and most are asked as lengths alone; with
    /// `findingSizes` each share is then asked as a whole size (what the stack
    /// needs to measure and place), otherwise as a length (what a parent needs
    /// to know how flexible the stack is).
    func share(_ mainProposal: Double, cross crossProposal: Double?, findingSizes: Bool,
               in context: LayoutContext) -> StackShares {
        let count = children.count
        var shares = StackShares()
        shares.smallest.reserveCapacity(count)
        shares.largest.reserveCapacity(count)
        var firstPriority: Double?, prioritiesDiffer = false, anySpacer = false
        for child in children {
            shares.smallest.append(child.length(along: axis, for: proposal(main: 0, cross: crossProposal), in: context))
            shares.largest.append(child.length(along: axis, for: proposal(main: .infinity, cross: crossProposal), in: context))
            let priority = child.layoutPriority
            if let firstPriority, firstPriority != priority { prioritiesDiffer = true }
            firstPriority = firstPriority ?? priority
            anySpacer = anySpacer || child.isSpacer
        }
        var spacers: [Bool] = []
        if anySpacer {
            spacers.reserveCapacity(count)
            for child in children { spacers.append(child.isSpacer) }
        }
        shares.lengths = Array(repeating: 0, count: count)
        if findingSizes { shares.sizes = Array(repeating: .zero, count: count) }
        var remaining = max(mainProposal - totalSpacing, 0)
        if !prioritiesDiffer {
            let order = Self.sharingOrder(0..<count, smallest: shares.smallest, largest: shares.largest, spacers: spacers)
            shareAmong(order, reserving: 0, remaining: &remaining, cross: crossProposal, spacers: spacers, into: &shares, context)
            return shares
        }
        var priorities: [Double] = []
        priorities.reserveCapacity(count)
        for child in children { priorities.append(child.layoutPriority) }
        for group in Self.priorityGroups(priorities, smallest: shares.smallest) {
            let order = Self.sharingOrder(group.members, smallest: shares.smallest, largest: shares.largest, spacers: spacers)
            shareAmong(order, reserving: group.reservedForLower, remaining: &remaining, cross: crossProposal,
                       spacers: spacers, into: &shares, context)
        }
        return shares
    }

    /// Offers each child of `order` its share of what `remaining` leaves once
    /// `reserved` is kept for lower priorities, in that order.
    private func shareAmong(_ order: [Int], reserving reserved: Double, remaining: inout Double, cross crossProposal: Double?,
                            spacers: [Bool], into shares: inout StackShares, _ context: LayoutContext) {
        var available = max(remaining - reserved, 0)
        // Spacers only fill what the others leave, as in SwiftUI: a long label
        // beside a spacer takes all but the spacer's minimum rather than half.
        var spacerCount = 0, spacerMinimum = 0.0
        if !spacers.isEmpty {
            for index in order where spacers[index] {
                spacerCount += 1
                spacerMinimum += shares.smallest[index]
            }
        }
        for position in order.indices {
            let index = order[position]
            let isSpacer = !spacers.isEmpty && spacers[index]
            let share = isSpacer || spacerCount == 0
                ? available / Double(order.count - position)
                : max(available - spacerMinimum, 0) / Double(order.count - spacerCount - position)
            let least = shares.smallest[index], most = shares.largest[index]
            // A child of one fixed length takes it whatever it is offered: it is
            // offered exactly that, and is placed from a real proposal rather than a probe.
            let offer = most <= least && most.isFinite ? most : share
            let offered = proposal(main: offer, cross: crossProposal)
            let chosen: Double
            if shares.sizes.isEmpty {
                chosen = children[index].length(along: axis, for: offered, in: context)
            } else {
                let size = children[index].sizeThatFits(offered, in: context)
                shares.sizes[index] = size
                chosen = main(size)
            }
            shares.lengths[index] = chosen
            available = Self.leftover(available, after: chosen)
            remaining = Self.leftover(remaining, after: chosen)
        }
    }

    /// `members` in the order they are offered space: children of one fixed
    /// length first, in order; then the flexible, least flexible first; and
    /// spacers after all the rest, in that same order among themselves.
    private nonisolated static func sharingOrder<Members: Collection<Int>>(
        _ members: Members, smallest: [Double], largest: [Double], spacers: [Bool]) -> [Int] {
        var order: [Int] = []
        order.reserveCapacity(members.count)
        for index in members where largest[index] <= smallest[index] { order.append(index) }
        let fixedCount = order.count
        for index in members where largest[index] > smallest[index] { order.append(index) }
        if order.count - fixedCount > 1 {
            order[fixedCount...].sort { largest[$0] - smallest[$0] < largest[$1] - smallest[$1] }
        }
        guard !spacers.isEmpty else { return order }
        return order.filter { !spacers[$0] } + order.filter { spacers[$0] }
    }

    /// The children's indices by priority, highest first, each group with the
    /// least lengths that lower groups must keep.
    private nonisolated static func priorityGroups(_ priorities: [Double], smallest: [Double])
        -> [(members: [Int], reservedForLower: Double)] {
        let distinct = Set(priorities).sorted(by: >)
        return distinct.map { priority in
            let members = priorities.indices.filter { priorities[$0] == priority }
            let reserved = priorities.indices.filter { priorities[$0] < priority }.reduce(0) { $0 + smallest[$1] }
            return (members, reserved)
        }
    }

    /// What is left of `space` once a child took `taken`. Unlimited space stays
    /// unlimited: infinity less infinity would be NaN, which equals no proposal,
    /// so every later child would be measured afresh at every level below.
    private nonisolated static func leftover(_ space: Double, after taken: Double) -> Double {
        space == .infinity ? space : max(space - taken, 0)
    }
}
