/// One step that turns an old list of ids into a new one.
package enum IdentityEdit: Equatable, Sendable {
    /// Remove the element at this position.
    case remove(at: Int)
    /// Insert the new list's element `element` at this position.
    case insert(element: Int, at: Int)
    /// Move the element at `from` so it ends up at `to`.
    case move(from: Int, to: Int)
}

/// Works out how `ForEach` children change when their ids change.
///
/// The common cases take linear time without hashing an id: identical lists,
/// empty to full, full to empty, a shared prefix and suffix around pure
/// insertions or removals, one move, one swap, and ids dropped or added
/// anywhere with the rest in order (a filter, and clearing it). The rest
/// (shuffles, sorts, many moves, a complete replacement) hashes each id
/// once and takes O(n log n) (`IdentityDiff+Placement`): the longest run of
/// kept ids still in order stays where it is, and every other kept id moves
/// once, so a change moves as few rows as it can.
package enum IdentityDiff {
    /// The steps, in the order to apply them, that turn `old` into `new`.
    package static func edits<ID: Hashable>(from old: [ID], to new: [ID]) -> [IdentityEdit] {
        changes(from: old, to: new).edits
    }

    /// The steps that turn `old` into `new`, with where each old element ends up.
    package static func changes<ID: Hashable>(from old: [ID], to new: [ID]) -> IdentityChanges {
        if old == new { return .none(count: old.count) }
        if old.isEmpty || new.isEmpty { return .replacingAll(oldCount: old.count, newCount: new.count) }
        let (oldMiddle, newMiddle) = middles(of: old, new)
        if let changes = rearranging(oldMiddle, newMiddle, oldCount: old.count, newCount: new.count) { return changes }
        let found = addingChanges(from: oldMiddle, to: newMiddle) ?? general(oldMiddle: oldMiddle, newMiddle: newMiddle)
        return IdentityChanges(steps: found.steps, oldCount: old.count, newCount: new.count,
                               prefix: oldMiddle.startIndex, suffix: old.count - oldMiddle.endIndex, middle: found.middle)
    }

    /// The changes when the middles differ by insertions only, removals only
    /// (anywhere), or one move or swap: found by walks comparing ids, none hashed.
    private static func rearranging<ID: Hashable>(_ oldMiddle: ArraySlice<ID>, _ newMiddle: ArraySlice<ID>,
                                                  oldCount: Int, newCount: Int) -> IdentityChanges? {
        let found: (steps: IdentityChanges.Steps, middle: [Int])
        if oldMiddle.isEmpty {
            found = (.listed(newMiddle.indices.map { .insert(element: $0, at: $0) }), [])
        } else if newMiddle.isEmpty {
            found = (.listed(oldMiddle.indices.reversed().map { .remove(at: $0) }), [Int](repeating: -1, count: oldMiddle.count))
        } else if let single = singleMoveOrSwap(oldMiddle, newMiddle) {
            return IdentityChanges(moves: single, count: oldCount, prefix: oldMiddle.startIndex,
                                   suffix: oldCount - oldMiddle.endIndex)
        } else if let dropping = droppingChanges(from: oldMiddle, to: newMiddle) {
            found = dropping
        } else {
            return nil
        }
        return IdentityChanges(steps: found.steps, oldCount: oldCount, newCount: newCount,
                               prefix: oldMiddle.startIndex, suffix: oldCount - oldMiddle.endIndex, middle: found.middle)
    }

    /// The steps that turn `old` into `new`, or `nil` when `new` repeats an id.
    package static func editsUnlessRepeated<ID: Hashable>(from old: [ID], to new: [ID],
                                                          oldIsDistinct: Bool = false) -> [IdentityEdit]? {
        changesUnlessRepeated(from: old, to: new, oldIsDistinct: oldIsDistinct)?.edits
    }

    /// The changes from `old` to `new`, or `nil` when `new` repeats an id.
    ///
    /// When `old` is known to repeat none, a `new` that only drops some of
    /// its ids (a filter), or moves or swaps one, repeats none either: those cases are
    /// found without hashing an id. Otherwise every new id is hashed once,
    /// but number ids, which take `IdentityDiff+Numbers` and are hashed by none.
    package static func changesUnlessRepeated<ID: Hashable>(from old: [ID], to new: [ID],
                                                            oldIsDistinct: Bool = false) -> IdentityChanges? {
        // Checked here, not by each caller: code that runs unspecialised (`ForEach`) still reaches the number path.
        if ID.self == Int.self {
            return changesUnlessRepeated(from: unsafeBitCast(old, to: [Int].self), to: unsafeBitCast(new, to: [Int].self),
                                         oldIsDistinct: oldIsDistinct)
        }
        if oldIsDistinct, let changes = rearrangingChanges(from: old, to: new) { return changes }
        return Set(new).count == new.count ? changes(from: old, to: new) : nil
    }

    /// The changes when `new` is `old` with ids removed (anywhere), or one moved
    /// or two swapped; `nil` for anything else, such as an id `old` lacks.
    static func rearrangingChanges<ID: Hashable>(from old: [ID], to new: [ID]) -> IdentityChanges? {
        if old == new { return .none(count: old.count) }
        if new.isEmpty { return .replacingAll(oldCount: old.count, newCount: 0) }
        guard !old.isEmpty, new.count <= old.count else { return nil }
        let (oldMiddle, newMiddle) = middles(of: old, new)
        // Fewer or as many ids: no insertions-only middle (an empty old one) but when nothing changed.
        guard !oldMiddle.isEmpty else { return nil }
        return rearranging(oldMiddle, newMiddle, oldCount: old.count, newCount: new.count)
    }

    /// The parts of `old` and `new` between their common prefix and suffix.
    private static func middles<ID: Hashable>(of old: [ID], _ new: [ID]) -> (old: ArraySlice<ID>, new: ArraySlice<ID>) {
        var prefix = 0
        let shortest = min(old.count, new.count)
        while prefix < shortest, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < shortest - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        return (old[prefix..<(old.count - suffix)], new[prefix..<(new.count - suffix)])
    }

    /// Whether the middles differ by moving one element to the other end, or swapping the two ends.
    private static func singleMoveOrSwap<ID: Hashable>(_ old: ArraySlice<ID>, _ new: ArraySlice<ID>) -> [IdentityEdit]? {
        guard old.count == new.count, old.count >= 2 else { return nil }
        let first = old.startIndex, last = old.endIndex - 1
        if old[first] == new[last], old[first] == new[last],
           old[(first + 1)...].elementsEqual(new[..<last]) {
            return [.move(from: first, to: last)]
        }
        if old[last] == new[first], old[..<last].elementsEqual(new[(first + 1)...]) {
            return [.move(from: last, to: first)]
        }
        if old[first] == new[last], old[last] == new[first],
           old[(first + 1)..<last].elementsEqual(new[(first + 1)..<last]) {
            return [.move(from: first, to: last), .move(from: last - 1, to: first)]
        }
        return nil
    }
}
