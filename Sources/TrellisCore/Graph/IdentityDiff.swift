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
        if old == new { return [] }
        if old.isEmpty { return new.indices.map { .insert(element: $0, at: $0) } }
        if new.isEmpty { return old.indices.reversed().map { .remove(at: $0) } }

        let (oldMiddle, newMiddle) = middles(of: old, new)
        if oldMiddle.isEmpty {
            return newMiddle.indices.map { .insert(element: $0, at: $0) }
        }
        if newMiddle.isEmpty {
            return oldMiddle.indices.reversed().map { .remove(at: $0) }
        }
        if let single = singleMoveOrSwap(oldMiddle, newMiddle) { return single }
        if let dropping = droppingEdits(from: oldMiddle, to: newMiddle) { return dropping }
        if let adding = addingEdits(from: oldMiddle, to: newMiddle) { return adding }
        return general(oldMiddle: oldMiddle, newMiddle: newMiddle)
    }

    /// The steps that turn `old` into `new`, or `nil` when `new` repeats an id.
    ///
    /// When `old` is known to repeat none, a `new` that only drops some of
    /// its ids (a filter), or moves or swaps one, repeats none either: those cases are
    /// found without hashing an id. Otherwise every new id is hashed once.
    package static func editsUnlessRepeated<ID: Hashable>(from old: [ID], to new: [ID],
                                                          oldIsDistinct: Bool = false) -> [IdentityEdit]? {
        if oldIsDistinct, let edits = rearrangingEdits(from: old, to: new) { return edits }
        return Set(new).count == new.count ? edits(from: old, to: new) : nil
    }

    /// The steps when `new` is `old` with ids removed (anywhere), or one moved
    /// or two swapped; `nil` for anything else, such as an id `old` lacks.
    static func rearrangingEdits<ID: Hashable>(from old: [ID], to new: [ID]) -> [IdentityEdit]? {
        if old == new { return [] }
        if new.isEmpty { return old.indices.reversed().map { .remove(at: $0) } }
        guard !old.isEmpty, new.count <= old.count else { return nil }
        let (oldMiddle, newMiddle) = middles(of: old, new)
        if newMiddle.isEmpty { return oldMiddle.indices.reversed().map { .remove(at: $0) } }
        return singleMoveOrSwap(oldMiddle, newMiddle) ?? droppingEdits(from: oldMiddle, to: newMiddle)
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
