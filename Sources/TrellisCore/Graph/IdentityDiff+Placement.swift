extension IdentityDiff {
    /// The edits for any change of the middles, in O(n log n): each old id is
    /// hashed once (numbers close together are looked up in a table instead),
    /// each new id looked up once, and no list is searched. With them, where
    /// each old element of the middle ends up in the new one, or -1.
    ///
    /// Removed ids go first, last first. Of the ids that stay, the longest run
    /// that keeps its order stays put; every other one moves once, and new
    /// ones are inserted, walking the new order forwards. The steps are
    /// worked out only when asked for (`PendingPlacements`).
    static func general<ID: Hashable>(oldMiddle: ArraySlice<ID>,
                                      newMiddle: ArraySlice<ID>) -> (steps: IdentityChanges.Steps, middle: [Int]) {
        var source = [Int](repeating: -1, count: newMiddle.count)
        var destination = [Int](repeating: -1, count: oldMiddle.count)
        if ID.self == Int.self, matchCompact(old: unsafeBitCast(oldMiddle, to: ArraySlice<Int>.self),
                                             new: unsafeBitCast(newMiddle, to: ArraySlice<Int>.self),
                                             source: &source, destination: &destination) {
            return (.pending(PendingPlacements(source: source, destination: destination, offset: oldMiddle.startIndex)),
                    destination)
        }
        var oldPosition: [ID: Int] = [:]
        oldPosition.reserveCapacity(oldMiddle.count)
        for index in oldMiddle.indices { oldPosition[oldMiddle[index]] = index - oldMiddle.startIndex }
        for index in newMiddle.indices {
            // A repeated new id takes its old row once; its repeats are new rows.
            if let old = oldPosition[newMiddle[index]], destination[old] < 0 {
                source[index - newMiddle.startIndex] = old
                destination[old] = index - newMiddle.startIndex
            }
        }
        return (.pending(PendingPlacements(source: source, destination: destination, offset: oldMiddle.startIndex)),
                destination)
    }
}

/// The steps of a general change, worked out when first asked for.
///
/// Putting the steps in order walks a tree of slots per moved or new row
/// (O(n log n)), a third of a shuffle of 10,000 rows, and even counting them
/// needs the longest run of kept rows still in order (`count`). A lazy list
/// in a window puts its rows in place from where each goes and never reads
/// the steps, and asks for them only when there are few, which a walk over
/// the first few rows rules out for a shuffle or a sort (`hasMoreSteps`).
struct PendingPlacements: Sendable {
    /// Where each new element comes from, -1 for a new one, relative to the middles.
    let source: [Int]
    /// Where each old element goes, -1 when removed, relative to the middles.
    let destination: [Int]
    /// Where the middles start in both lists.
    let offset: Int

    init(source: [Int], destination: [Int], offset: Int) {
        self.source = source
        self.destination = destination
        self.offset = offset
    }

    /// How many steps `edits()` makes: the removed, the new, and the kept
    /// elements outside the longest run still in order.
    var count: Int {
        // A removed element does not stay either: each old one that does not stay is a removal or a move.
        var count = 0
        for stay in Self.staying(destination: destination) where !stay { count += 1 }
        for from in source where from < 0 { count += 1 }
        return count
    }

    /// Whether `edits()` surely makes more than `limit` steps, found without
    /// the longest run: the walk counts the removed, the new, and one kept
    /// element of each pair standing in the wrong order, pairs taken without
    /// sharing an element (no run in order holds both of such a pair, so one
    /// of each moves), and stops past `limit`. `false` says only that the
    /// steps must be made to know.
    func hasMoreSteps(than limit: Int) -> Bool {
        var steps = 0, previous = -1
        for to in destination {
            if to < 0 {
                steps += 1
            } else if previous > to {
                // The pair is taken: the next one starts after it.
                steps += 1
                previous = -1
            } else {
                previous = to
            }
            if steps > limit { return true }
        }
        for from in source where from < 0 {
            steps += 1
            if steps > limit { return true }
        }
        return false
    }

    /// The steps: removals last first, then each new or moved element put in
    /// its place walking the new order forwards.
    func edits() -> [IdentityEdit] {
        var edits: [IdentityEdit] = []
        for old in destination.indices.reversed() where destination[old] < 0 {
            edits.append(.remove(at: offset + old))
        }
        let stays = Self.staying(destination: destination)
        let slots = PlacementSlots(source: source, destination: destination, stays: stays)
        var counts = PrefixSums<Int32>(slots.takenAtStart.lazy.map { $0 ? 1 : 0 })
        for new in source.indices {
            let old = source[new]
            if old >= 0, stays[old] { continue }
            let target = slots.new[new]
            if old < 0 {
                edits.append(.insert(element: offset + new, at: offset + Int(counts.sum(ofFirst: target))))
            } else {
                let from = Int(counts.sum(ofFirst: slots.old[old]))
                counts.add(-1, at: slots.old[old])
                let to = Int(counts.sum(ofFirst: target))
                // An element that does not stay crosses one that does, so it never stays put
                // here, and `count` need not place the moves to know how many there are.
                assert(from != to, "a moved row that stays put")
                edits.append(.move(from: offset + from, to: offset + to))
            }
            counts.add(1, at: target)
        }
        return edits
    }

    /// For each old element, whether it stays put: kept, and in the longest run of kept elements still in order.
    private static func staying(destination: [Int]) -> [Bool] {
        var kept: [Int] = []
        kept.reserveCapacity(destination.count)
        for old in destination.indices where destination[old] >= 0 { kept.append(destination[old]) }
        let members = LongestIncreasingSubsequence.membership(of: kept)
        var stays = [Bool](repeating: false, count: destination.count)
        var next = 0
        for old in destination.indices where destination[old] >= 0 {
            stays[old] = members[next]
            next += 1
        }
        return stays
    }
}

/// One order of slots holding every element both where it stands once the
/// removals are done and where it ends up. Between two elements that stay
/// put come, first, the slots the moved elements leave, then those that
/// moved and new elements take; an element's position at any step is the
/// number of taken slots before its own (`PrefixSums`).
private struct PlacementSlots {
    /// The slot each old element leaves; -1 for removed ones.
    var old: [Int]
    /// The slot each new element takes; an element that stays has one slot for both.
    var new: [Int]
    /// Which slots are taken before any move or insertion: those of every kept old element.
    var takenAtStart: [Bool] = []

    init(source: [Int], destination: [Int], stays: [Bool]) {
        old = [Int](repeating: -1, count: destination.count)
        new = [Int](repeating: -1, count: source.count)
        var slot = 0, oldIndex = 0, newIndex = 0
        while true {
            while oldIndex < destination.count, !stays[oldIndex] {
                if destination[oldIndex] >= 0 { old[oldIndex] = slot; slot += 1 }
                oldIndex += 1
            }
            while newIndex < source.count, !(source[newIndex] >= 0 && stays[source[newIndex]]) {
                new[newIndex] = slot
                slot += 1
                newIndex += 1
            }
            // Elements that stay come in the same order in both lists, so the walks meet at each.
            guard oldIndex < destination.count, newIndex < source.count else { break }
            old[oldIndex] = slot
            new[newIndex] = slot
            slot += 1
            oldIndex += 1
            newIndex += 1
        }
        takenAtStart = [Bool](repeating: false, count: slot)
        for index in old.indices where old[index] >= 0 { takenAtStart[old[index]] = true }
    }
}
