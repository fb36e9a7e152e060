/// One child's part in a stack's sharing: its least and most length along the
/// axis, which decide when it is offered space, and the length it took.
struct StackShare {
    var least: Double
    var most: Double
    var length = 0.0
}

/// A stack's space shared out along its axis: each child's share and, when
/// asked for, each child's size.
struct StackShares {
    var children: [StackShare] = []
    var sizes: [Size] = []

    /// Sets the size of the child at `index`. Not inlined: inlined into the
    /// sharing loop, the optimiser hoisted `sizes`' uniqueness check out of
    /// its branch, so sharing lengths alone copied the empty array every time.
    @inline(never)
    mutating func setSize(_ size: Size, at index: Int) {
        sizes[index] = size
    }
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
        shares.children.reserveCapacity(count)
        var firstPriority: Double?, prioritiesDiffer = false, anySpacer = false
        for child in children {
            let least = child.length(along: axis, for: proposal(main: 0, cross: crossProposal), in: context)
            let most = child.length(along: axis, for: proposal(main: .infinity, cross: crossProposal), in: context)
            shares.children.append(StackShare(least: least, most: most))
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
        if findingSizes { shares.sizes = Array(repeating: .zero, count: count) }
        var remaining = max(mainProposal - totalSpacing, 0)
        if !prioritiesDiffer {
            shareInOrder(0..<count, reserving: 0, remaining: &remaining, cross: crossProposal, spacers: spacers,
                         into: &shares, context)
            return shares
        }
        var priorities: [Double] = []
        priorities.reserveCapacity(count)
        for child in children { priorities.append(child.layoutPriority) }
        for group in Self.priorityGroups(priorities, shares: shares.children) {
            shareInOrder(group.members, reserving: group.reservedForLower, remaining: &remaining, cross: crossProposal,
                         spacers: spacers, into: &shares, context)
        }
        return shares
    }

    /// Puts `members` in the order they are offered space and shares among them.
    private func shareInOrder<Members: Collection<Int>>(_ members: Members, reserving reserved: Double, remaining: inout Double,
                                                        cross crossProposal: Double?, spacers: [Bool],
                                                        into shares: inout StackShares, _ context: LayoutContext) {
        let order = SharingOrder(members, shares: shares.children, spacers: spacers)
        shareAmong(order, reserving: reserved, remaining: &remaining, cross: crossProposal, spacers: spacers,
                   into: &shares, context)
    }

    /// Offers each child of `order` its share of what `remaining` leaves once
    /// `reserved` is kept for lower priorities, in that order.
    private func shareAmong(_ order: SharingOrder, reserving reserved: Double, remaining: inout Double, cross crossProposal: Double?,
                            spacers: [Bool], into shares: inout StackShares, _ context: LayoutContext) {
        var available = max(remaining - reserved, 0)
        // Spacers only fill what the others leave, as in SwiftUI: a long label
        // beside a spacer takes all but the spacer's minimum rather than half.
        var spacerCount = 0, spacerMinimum = 0.0
        if !spacers.isEmpty {
            for index in order where spacers[index] {
                spacerCount += 1
                spacerMinimum += shares.children[index].least
            }
        }
        for position in order.indices {
            let index = order[position]
            let isSpacer = !spacers.isEmpty && spacers[index]
            let share = isSpacer || spacerCount == 0
                ? available / Double(order.count - position)
                : max(available - spacerMinimum, 0) / Double(order.count - spacerCount - position)
            let least = shares.children[index].least, most = shares.children[index].most
            // A child of one fixed length takes it whatever it is offered: it is
            // offered exactly that, and is placed from a real proposal rather than a probe.
            let offer = most <= least && most.isFinite ? most : share
            let offered = proposal(main: offer, cross: crossProposal)
            let chosen: Double
            if shares.sizes.isEmpty {
                chosen = children[index].length(along: axis, for: offered, in: context)
            } else {
                let size = children[index].sizeThatFits(offered, in: context)
                shares.setSize(size, at: index)
                chosen = main(size)
            }
            shares.children[index].length = chosen
            available = Self.leftover(available, after: chosen)
            remaining = Self.leftover(remaining, after: chosen)
        }
    }

    /// The children's indices by priority, highest first, each group with the
    /// least lengths that lower groups must keep.
    private nonisolated static func priorityGroups(_ priorities: [Double], shares: [StackShare])
        -> [(members: [Int], reservedForLower: Double)] {
        let distinct = Set(priorities).sorted(by: >)
        return distinct.map { priority in
            let members = priorities.indices.filter { priorities[$0] == priority }
            let reserved = priorities.indices.filter { priorities[$0] < priority }.reduce(0) { $0 + shares[$1].least }
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
