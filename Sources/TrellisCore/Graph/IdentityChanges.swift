/// The steps that turn an old list of ids into a new one, with where each old
/// element ends up, as the diff found it.
///
/// The steps are applied one after another, each position counted after the
/// steps before it; finding an element's place by following them costs a pass
/// over the steps per element. The diff knows every place already, so rows
/// are put in place in one pass (`ForEach`'s eager rows, `LazyRows`).
///
/// So the steps themselves are made only when read: the diff keeps the
/// positions a filter drops or its clearing adds, or what a general change
/// needs to put them in order (`PendingPlacements`). A lazy list in a window
/// reads how many there are, never the steps.
package struct IdentityChanges: Equatable, Sendable {
    /// The steps, in the order to apply them. Worked out on each ask when the
    /// diff left them pending: read them once, and `editCount` for how many.
    package var edits: [IdentityEdit] {
        switch steps {
        case .listed(let edits): edits
        case let .inserting(added, offset): added.map { .insert(element: offset + $0, at: offset + $0) }
        case let .removing(dropped, offset): dropped.reversed().map { .remove(at: offset + $0) }
        case .pending(let placements): placements.edits()
        }
    }
    /// How many steps `edits` holds, known without working them out; a
    /// general change still searches for its longest run of rows in order.
    package var editCount: Int {
        switch steps {
        case .listed(let edits): edits.count
        case .inserting(let indices, _), .removing(let indices, _): indices.count
        case .pending(let placements): placements.count
        }
    }

    /// The steps when there are at most `limit` of them, or `nil`. A list
    /// applies a few steps one by one and places many rows at once; a shuffle
    /// or a sort is found to have many in one walk, without the search that
    /// counting or making its steps needs, and a few steps are made once.
    package func edits(ifAtMost limit: Int) -> [IdentityEdit]? {
        if case .pending(let placements) = steps {
            guard !placements.hasMoreSteps(than: limit) else { return nil }
            let edits = placements.edits()
            return edits.count <= limit ? edits : nil
        }
        return editCount <= limit ? edits : nil
    }
    private let steps: Steps
    /// How many elements the old list had, and the new one.
    package let oldCount: Int, newCount: Int
    /// Elements at the start and at the end that stay as they were.
    private let prefix: Int, suffix: Int
    /// Where each old element between the two goes.
    private let middle: MiddlePlaces

    /// Where the old elements between the prefix and the suffix end up.
    private enum MiddlePlaces: Sendable {
        /// For each, its new position counted from the end of the prefix, or -1 when it is removed.
        case table([Int])
        /// A move or two (a swap), followed for each element asked about:
        /// a table would cost a pass over every row to move two of them.
        case moves([IdentityEdit])
    }

    /// The steps as the diff found them.
    enum Steps: Sendable {
        /// Listed in order.
        case listed([IdentityEdit])
        /// The new elements at these positions, counted from `offset`, put in
        /// first first: each lands where it ends up (clearing a filter).
        case inserting([Int], offset: Int)
        /// The old elements at these ascending positions, counted from
        /// `offset`, removed last first (a filter).
        case removing([Int], offset: Int)
        /// Left to be worked out when asked for.
        case pending(PendingPlacements)
    }

    /// Changes over the lists' middles: `middle` holds, for each old element
    /// between `prefix` and the last `suffix`, its new position counted from `prefix`, or -1.
    init(edits: [IdentityEdit], oldCount: Int, newCount: Int, prefix: Int, suffix: Int, middle: [Int]) {
        self.init(steps: .listed(edits), oldCount: oldCount, newCount: newCount, prefix: prefix, suffix: suffix,
                  middle: middle)
    }

    /// `init(edits:…)` with steps perhaps still to be worked out.
    init(steps: Steps, oldCount: Int, newCount: Int, prefix: Int, suffix: Int, middle: [Int]) {
        self.steps = steps
        self.oldCount = oldCount
        self.newCount = newCount
        self.prefix = prefix
        self.suffix = suffix
        self.middle = .table(middle)
    }

    /// Changes that are `moves` alone, a step or two, between `prefix` and the last `suffix`.
    init(moves: [IdentityEdit], count: Int, prefix: Int, suffix: Int) {
        steps = .listed(moves)
        oldCount = count
        newCount = count
        self.prefix = prefix
        self.suffix = suffix
        middle = .moves(moves)
    }

    /// No change to a list of `count`.
    static func none(count: Int) -> IdentityChanges {
        IdentityChanges(edits: [], oldCount: count, newCount: count, prefix: count, suffix: 0, middle: [])
    }

    /// Every one of `oldCount` elements removed and `newCount` new ones put in.
    static func replacingAll(oldCount: Int, newCount: Int) -> IdentityChanges {
        var edits: [IdentityEdit] = []
        edits.reserveCapacity(oldCount + newCount)
        for old in (0..<oldCount).reversed() { edits.append(.remove(at: old)) }
        for new in 0..<newCount { edits.append(.insert(element: new, at: new)) }
        return IdentityChanges(edits: edits, oldCount: oldCount, newCount: newCount, prefix: 0, suffix: 0,
                               middle: [Int](repeating: -1, count: oldCount))
    }

    /// Where old element `old` stands once every step is taken; `nil` when it is removed.
    package func destination(ofOld old: Int) -> Int? {
        if old < prefix { return old }
        if old >= oldCount - suffix { return old + newCount - oldCount }
        switch middle {
        case .table(let places):
            let relative = places[old - prefix]
            return relative < 0 ? nil : prefix + relative
        case .moves(let moves):
            // As `Array.remove(at:)` then `insert(_:at:)` move it: the moved one
            // lands on `to`; the rest close the gap it left and open the one it takes.
            var position = old
            for case let .move(from, to) in moves {
                if position == from {
                    position = to
                } else {
                    if position > from { position -= 1 }
                    if position >= to { position += 1 }
                }
            }
            return position
        }
    }

    /// Where each new element comes from: the old element's position, or -1 for a new one.
    package func sources() -> [Int] {
        var sources = [Int](repeating: -1, count: newCount)
        for old in 0..<oldCount {
            if let new = destination(ofOld: old) { sources[new] = old }
        }
        return sources
    }

    /// The same steps, and every old element going to the same place.
    package static func == (lhs: IdentityChanges, rhs: IdentityChanges) -> Bool {
        guard lhs.edits == rhs.edits, lhs.oldCount == rhs.oldCount, lhs.newCount == rhs.newCount else { return false }
        return (0..<lhs.oldCount).allSatisfy { lhs.destination(ofOld: $0) == rhs.destination(ofOld: $0) }
    }
}

extension IdentityEdit {
    /// Hands `record` the edits this step makes to the displayables of rows
    /// `perRow` displayables each, the first row's first at `base`, as
    /// removing, inserting or moving each row's node one by one records them.
    func displayEdits(base: Int, perRow: Int, _ record: (DisplayEdit) -> Void) {
        switch self {
        case .remove(let row):
            for _ in 0..<perRow { record(.removed(base + row * perRow)) }
        case let .insert(_, row):
            for step in 0..<perRow { record(.inserted(base + row * perRow + step)) }
        case let .move(source, destination):
            // Moving forward shifts later displayables back onto the same offset.
            let forward = destination > source
            for step in 0..<perRow {
                let from = base + (forward ? source * perRow : source * perRow + step)
                let to = base + (forward ? destination * perRow + perRow - 1 : destination * perRow + step)
                record(.moved(from: from, to: to))
            }
        }
    }
}
