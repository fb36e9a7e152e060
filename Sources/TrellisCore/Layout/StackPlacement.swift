/// What a stack's last placement did, so that when a few children ask to be
/// placed again and nothing else moved, only those are placed: one changed row
/// of 10,000 that kept its length leaves the other rows where they are.
@MainActor
struct StackPlacement {
    private var rect: Rect?
    private var proposal: ProposedSize?
    /// Each child's length along the stack, as last placed: kept apart from
    /// the stack's kept sizes, so refreshing those for one changed row does
    /// not copy all 10,000 because this still holds them.
    private var lengths: [Double] = []
    private var starts: [Double] = []
    /// Children that asked to be measured or placed again since the last placement.
    private var asked: [LayoutNode] = []
    /// Whether the stack itself asked, or its children changed: everything is placed.
    private var everything = true
    /// Each child's index, worked out once after the children last changed.
    private var indexByChild: [ObjectIdentifier: Int]?

    /// Notes that `child` (or the stack itself, when `nil`) must be placed again.
    mutating func childAsked(_ child: LayoutNode?) {
        guard let child else {
            everything = true
            indexByChild = nil
            asked.removeAll()
            return
        }
        // A stack around a long one hears from the same child once per row
        // the inner stack gained or lost: 20,000 times when its rows are replaced.
        if !everything, asked.last !== child { asked.append(child) }
    }

    /// The indices of the children named in `ids`, in order, without looking at the others.
    mutating func indices(of ids: Set<ObjectIdentifier>, in children: [LayoutNode]) -> [Int] {
        if children.count <= Self.scannedChildren {
            return Self.indices(in: children) { ids.contains(ObjectIdentifier($0)) }
        }
        var found: [Int] = []
        found.reserveCapacity(ids.count)
        let map = index(of: children)
        for id in ids { if let index = map[id] { found.append(index) } }
        Self.putInOrder(&found)
        return found
    }

    /// Sorts `found` in place and drops repeats. One changed row of 10,000 is
    /// the usual case, and `sorted()` made a second array even for one index.
    private static func putInOrder(_ found: inout [Int]) {
        guard found.count > 1 else { return }
        found.sort()
        var kept = 1
        for position in 1..<found.count where found[position] != found[kept - 1] {
            found[kept] = found[position]
            kept += 1
        }
        found.removeLast(found.count - kept)
    }

    /// Stacks with at most this many children find the ones that asked by
    /// scanning them: for a row's stack of a few, a dictionary of indices cost
    /// more to make than the whole placement it saves.
    private static let scannedChildren = 16

    /// The indices of the children that `isNamed` picks, in order.
    private static func indices(in children: [LayoutNode], where isNamed: (LayoutNode) -> Bool) -> [Int] {
        var found: [Int] = []
        for (index, child) in children.enumerated() where isNamed(child) { found.append(index) }
        return found
    }

    /// Starts a placement: the children that asked since the last one, each
    /// once by index, or `nil` when everything must be placed. What asks while
    /// the children are placed (a lazy stack building rows) waits for the next.
    mutating func beginPlacing(_ children: [LayoutNode]) -> [Int]? {
        defer {
            asked.removeAll(keepingCapacity: true)
            everything = false
        }
        guard !everything else { return nil }
        if children.count <= Self.scannedChildren {
            let asked = asked
            return Self.indices(in: children) { child in asked.contains { $0 === child } }
        }
        // Looked up one by one rather than gathered into a set first: a child
        // that asked twice (not in a row) is dropped when the indices are put in order.
        var found: [Int] = []
        found.reserveCapacity(asked.count)
        let map = index(of: children)
        for child in asked { if let index = map[ObjectIdentifier(child)] { found.append(index) } }
        Self.putInOrder(&found)
        return found
    }

    /// The start of every child along the axis, as last placed, when only the
    /// children at `asked` may have moved: the stack stands where it stood, was
    /// laid out from the same proposal, and each child that asked kept its
    /// length. `nil` when everything must be placed.
    func startsIfOnly(_ asked: [Int], movedIn rect: Rect, proposal: ProposedSize, sizes: [Size],
                      main: (Size) -> Double) -> [Double]? {
        guard rect == self.rect, proposal == self.proposal, sizes.count == lengths.count,
              starts.count == sizes.count else { return nil }
        for index in asked where main(sizes[index]) != lengths[index] { return nil }
        return starts
    }

    /// The stack and its children moved by `delta` without being placed; `along` is its axis's share of it.
    mutating func move(by delta: Size, along: Double) {
        rect = rect?.offsetBy(dx: delta.width, dy: delta.height)
        for index in starts.indices { starts[index] += along }
    }

    /// Remembers a placement of every child.
    mutating func didPlace(in rect: Rect, proposal: ProposedSize, sizes: [Size], starts: [Double],
                           main: (Size) -> Double) {
        self.rect = rect
        self.proposal = proposal
        lengths.removeAll(keepingCapacity: true)
        lengths.reserveCapacity(sizes.count)
        for size in sizes { lengths.append(main(size)) }
        self.starts = starts
    }

    /// Remembers a placement of the children at `asked` alone, which kept their lengths.
    mutating func didPlace(only asked: [Int], sizes: [Size], main: (Size) -> Double) {
        for index in asked { lengths[index] = main(sizes[index]) }
    }

    private mutating func index(of children: [LayoutNode]) -> [ObjectIdentifier: Int] {
        if let indexByChild, indexByChild.count == children.count { return indexByChild }
        var map: [ObjectIdentifier: Int] = [:]
        map.reserveCapacity(children.count)
        for (index, child) in children.enumerated() { map[ObjectIdentifier(child)] = index }
        indexByChild = map
        return map
    }
}
