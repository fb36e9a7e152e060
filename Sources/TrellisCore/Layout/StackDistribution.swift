/// How a stack last shared out space for one proposal: each child's size and,
/// when space was shared, each child's least and most length along the axis.
///
/// A stack of 10,000 rows in which one row changed would otherwise ask all
/// 10,000 again every frame; with this it asks the changed row and, when its
/// lengths stayed the same, keeps every other answer.
struct StackDistribution {
    let proposal: ProposedSize
    var sizes: [Size]
    /// Each child's least and most lengths; `nil` when nothing was shared (an ideal-size proposal).
    var shares: [StackShare]?
    /// Children whose layout changed since this was worked out.
    var changed: Set<ObjectIdentifier> = []
    /// The stack's length (children and spacing) and breadth from these sizes,
    /// once worked out: measuring 10,000 rows otherwise adds them all up again.
    var totals: StackTotals?
    /// For a distribution of lengths alone (no sizes), the stack's length
    /// from the shares, spacing included; a refresh keeps every share, so it stays.
    var sharedLength: Double?

    /// Replaces the size at `index`, keeping the totals where that needs no
    /// arithmetic: the same length leaves the sum as it was, and the breadth
    /// is a maximum. Anything else forgets them, so they are added up afresh
    /// in the same order as before and come out the same to the last bit.
    mutating func replaceSize(at index: Int, with size: Size, main: (Size) -> Double, cross: (Size) -> Double) {
        let old = sizes[index]
        sizes[index] = size
        guard let known = totals else { return }
        if main(size) != main(old) {
            totals = nil
        } else if cross(size) >= known.breadth {
            totals?.breadth = cross(size)
        } else if cross(old) >= known.breadth {
            totals = nil
        }
    }
}

/// A stack's length along it and breadth across it, from its children's sizes.
struct StackTotals {
    var length: Double
    var breadth: Double
}

/// The few distributions a stack is asked for in a frame: measuring and placing
/// may use different proposals (a scroll view's content is measured at its
/// ideal width and placed at the view's; its parent may probe its least and most).
struct StackDistributions {
    private var entries: [StackDistribution] = []
    private static let limit = 6
    private static let usualCount = 4
    /// The child every entry was last told about: a stack's descendant asking
    /// for layout again and again (10,000 new rows, each inserted and then
    /// set up) passes through the same child each time, and each entry has
    /// it already. Cleared whenever an entry comes or goes.
    private var lastNoted: ObjectIdentifier?

    /// The totals kept with the one for `proposal`, if worked out.
    func totals(for proposal: ProposedSize) -> StackTotals? {
        index(of: proposal).flatMap { entries[$0].totals }
    }

    /// Where the one for `proposal` is. Read in place: `first(where:)` copied
    /// the distribution it found, retaining its arrays, to read one field.
    private func index(of proposal: ProposedSize) -> Int? {
        for index in entries.indices where entries[index].proposal == proposal { return index }
        return nil
    }

    /// The length kept with a distribution of lengths alone for `proposal`
    /// over `count` children, and whether no child changed since.
    func sharedLength(for proposal: ProposedSize, count: Int) -> (length: Double, isCurrent: Bool)? {
        guard let index = index(of: proposal), entries[index].sizes.isEmpty,
              entries[index].shares?.count == count, let length = entries[index].sharedLength else { return nil }
        return (length, entries[index].changed.isEmpty)
    }

    /// Keeps `totals` with the one for `proposal`.
    mutating func setTotals(_ totals: StackTotals, for proposal: ProposedSize) {
        guard let index = index(of: proposal) else { return }
        entries[index].totals = totals
    }

    /// Whether the one for `proposal` holds a size for each of `count` children.
    func holdsSizes(for proposal: ProposedSize, count: Int) -> Bool {
        guard count > 0, let index = index(of: proposal) else { return false }
        return entries[index].sizes.count == count
    }

    /// Takes the one for `proposal` out, so that changing it and keeping it
    /// again does not copy its sizes (10,000 of them, for one changed row).
    mutating func take(for proposal: ProposedSize) -> StackDistribution? {
        guard let index = index(of: proposal) else { return nil }
        lastNoted = nil
        return entries.remove(at: index)
    }

    /// Keeps `distribution`, replacing any for the same proposal. Consumed, so
    /// that it moves into the list rather than being copied there.
    mutating func keep(_ distribution: consuming StackDistribution) {
        lastNoted = nil
        if let index = index(of: distribution.proposal) {
            entries.remove(at: index)
        } else if entries.count >= Self.limit {
            entries.removeFirst()
        } else if entries.count == 1, entries.capacity == 1 {
            // A stack asked about a second proposal is asked about three or
            // four (its least, its most, its share), and growing by doubling
            // reallocated twice; one asked about one keeps room for one.
            entries.reserveCapacity(Self.usualCount)
        }
        entries.append(distribution)
    }

    /// Notes that `child`'s layout changed. A distribution with more than
    /// `limit` changed children is shared out anew rather than refreshed, so
    /// it is dropped at once: when every label of a row changes, noting each
    /// one in a set of changes was most of asking for layout again.
    mutating func childChanged(_ child: ObjectIdentifier, limit: Int) {
        if lastNoted == child { return }
        lastNoted = child
        var index = entries.count - 1
        while index >= 0 {
            entries[index].changed.insert(child)
            if entries[index].changed.count > limit { entries.remove(at: index) }
            index -= 1
        }
    }

    /// Forgets everything, when the stack itself or its list of children changed.
    mutating func removeAll() {
        lastNoted = nil
        entries.removeAll()
    }
}
