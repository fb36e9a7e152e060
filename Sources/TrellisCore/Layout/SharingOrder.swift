/// The order in which a stack offers its children space, as child indices:
/// children of one fixed length first, in order; then the flexible, least
/// flexible first; spacers after all the rest, in that same order among
/// themselves.
///
/// Up to eight indices are kept inline. A stack is shared out for every
/// proposal it is measured at, at every level of nested stacks, and an array
/// for the order was an allocation each time; most stacks have a few children.
/// (Stack memory through `withUnsafeTemporaryAllocation` would need a
/// main-actor closure, which checks its executor on every call.)
struct SharingOrder: RandomAccessCollection {
    private var inline: (Int, Int, Int, Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0, 0, 0, 0)
    private var spilled: [Int] = []
    private let isInline: Bool
    /// The number of indices.
    private(set) var count = 0

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    /// Orders `members` by their `shares`; `spacers` is empty when no child is a spacer.
    init<Members: Collection<Int>>(_ members: Members, shares: [StackShare], spacers: [Bool]) {
        isInline = members.count <= 8
        if !isInline { spilled.reserveCapacity(members.count) }
        for index in members where shares[index].most <= shares[index].least { append(index) }
        let fixedCount = count
        for index in members where shares[index].most > shares[index].least { append(index) }
        if count - fixedCount > 1 {
            sortByFlexibility(from: fixedCount, shares: shares)
        }
        if !spacers.isEmpty { moveSpacersLast(spacers) }
    }

    subscript(position: Int) -> Int {
        get {
            guard isInline else { return spilled[position] }
            switch position {
            case 0: return inline.0
            case 1: return inline.1
            case 2: return inline.2
            case 3: return inline.3
            case 4: return inline.4
            case 5: return inline.5
            case 6: return inline.6
            default: return inline.7
            }
        }
        set {
            guard isInline else { spilled[position] = newValue; return }
            switch position {
            case 0: inline.0 = newValue
            case 1: inline.1 = newValue
            case 2: inline.2 = newValue
            case 3: inline.3 = newValue
            case 4: inline.4 = newValue
            case 5: inline.5 = newValue
            case 6: inline.6 = newValue
            default: inline.7 = newValue
            }
        }
    }

    private mutating func append(_ index: Int) {
        if isInline { self[count] = index } else { spilled.append(index) }
        count += 1
    }

    /// Least flexible first, ties in order: a stable insertion sort, as the
    /// stable sort an array of them got before.
    private mutating func sortByFlexibility(from start: Int, shares: [StackShare]) {
        func flexibility(_ index: Int) -> Double { shares[index].most - shares[index].least }
        guard isInline else {
            spilled[start...].sort { flexibility($0) < flexibility($1) }
            return
        }
        var position = start + 1
        while position < count {
            let moving = self[position]
            var hole = position
            while hole > start, flexibility(moving) < flexibility(self[hole - 1]) {
                self[hole] = self[hole - 1]
                hole -= 1
            }
            self[hole] = moving
            position += 1
        }
    }

    /// Spacers after the rest, each part keeping its order.
    private mutating func moveSpacersLast(_ spacers: [Bool]) {
        var others = SharingOrder(copying: self, where: { !spacers[$0] })
        let spacing = SharingOrder(copying: self, where: { spacers[$0] })
        for position in spacing.indices { others.append(spacing[position]) }
        self = others
    }

    private init(copying order: SharingOrder, where isIncluded: (Int) -> Bool) {
        isInline = order.isInline
        if !isInline { spilled.reserveCapacity(order.count) }
        for position in order.indices where isIncluded(order[position]) { append(order[position]) }
    }
}
