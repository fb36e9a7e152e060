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
/// The common cases take linear time without any diff: identical lists, empty
/// to full, full to empty, a shared prefix and suffix around pure insertions or
/// removals, one move, one swap, and a complete replacement. Only the rest
/// falls back to `CollectionDifference` with moves inferred; elements it keeps
/// stay where they are, and each moved or inserted element is placed directly
/// before its successor, so each costs one step.
package enum IdentityDiff {
    /// The steps, in the order to apply them, that turn `old` into `new`.
    package static func edits<ID: Hashable>(from old: [ID], to new: [ID]) -> [IdentityEdit] {
        if old == new { return [] }
        if old.isEmpty { return new.indices.map { .insert(element: $0, at: $0) } }
        if new.isEmpty { return old.indices.reversed().map { .remove(at: $0) } }

        let (oldMiddle, newMiddle, suffix) = middles(of: old, new)
        if oldMiddle.isEmpty {
            return newMiddle.indices.map { .insert(element: $0, at: $0) }
        }
        if newMiddle.isEmpty {
            return oldMiddle.indices.reversed().map { .remove(at: $0) }
        }
        if let single = singleMoveOrSwap(oldMiddle, newMiddle) { return single }
        let oldSet = Set(oldMiddle)
        if !newMiddle.contains(where: oldSet.contains) {
            return oldMiddle.indices.reversed().map { IdentityEdit.remove(at: $0) }
                + newMiddle.indices.map { .insert(element: $0, at: $0) }
        }
        return general(old: old, new: new, oldMiddle: oldMiddle, newMiddle: newMiddle, suffix: suffix)
    }

    /// The steps that turn `old` into `new`, or `nil` when `new` repeats an id.
    ///
    /// When `old` is known to repeat none, a `new` that only drops some of
    /// its ids, or moves or swaps one, repeats none either: those cases are
    /// found without hashing an id. Otherwise every new id is hashed once.
    package static func editsUnlessRepeated<ID: Hashable>(from old: [ID], to new: [ID],
                                                          oldIsDistinct: Bool = false) -> [IdentityEdit]? {
        if oldIsDistinct, let edits = rearrangingEdits(from: old, to: new) { return edits }
        return Set(new).count == new.count ? edits(from: old, to: new) : nil
    }

    /// The steps when `new` is `old` with ids removed, or one moved or two
    /// swapped; `nil` for anything else, such as an id `old` lacks.
    static func rearrangingEdits<ID: Hashable>(from old: [ID], to new: [ID]) -> [IdentityEdit]? {
        if old == new { return [] }
        if new.isEmpty { return old.indices.reversed().map { .remove(at: $0) } }
        guard !old.isEmpty, new.count <= old.count else { return nil }
        let (oldMiddle, newMiddle, _) = middles(of: old, new)
        if newMiddle.isEmpty { return oldMiddle.indices.reversed().map { .remove(at: $0) } }
        return singleMoveOrSwap(oldMiddle, newMiddle)
    }

    /// The parts of `old` and `new` between their common prefix and suffix, and the suffix's length.
    private static func middles<ID: Hashable>(of old: [ID], _ new: [ID])
        -> (old: ArraySlice<ID>, new: ArraySlice<ID>, suffix: Int) {
        var prefix = 0
        let shortest = min(old.count, new.count)
        while prefix < shortest, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < shortest - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        return (old[prefix..<(old.count - suffix)], new[prefix..<(new.count - suffix)], suffix)
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

    private static func general<ID: Hashable>(old: [ID], new: [ID], oldMiddle: ArraySlice<ID>,
                                              newMiddle: ArraySlice<ID>, suffix: Int) -> [IdentityEdit] {
        let difference = newMiddle.difference(from: oldMiddle).inferringMoves()
        var moved = Set<ID>()
        var inserted = Set<ID>()
        var plainRemovals: [Int] = []
        for change in difference {
            switch change {
            case let .remove(offset, element, associatedWith):
                if associatedWith == nil {
                    plainRemovals.append(oldMiddle.startIndex + offset)
                } else {
                    moved.insert(element)
                }
            case let .insert(_, element, associatedWith):
                if associatedWith == nil { inserted.insert(element) }
            }
        }
        var edits: [IdentityEdit] = []
        var current = old
        for position in plainRemovals.sorted(by: >) {
            edits.append(.remove(at: position))
            current.remove(at: position)
        }
        // Walk the new order backwards: every successor is already in place, so
        // an element that moved or is new goes directly before it.
        for position in newMiddle.indices.reversed() {
            let id = new[position]
            let successor = position + 1 < newMiddle.endIndex
                ? current.firstIndex(of: new[position + 1])!
                : current.count - suffix
            if inserted.contains(id) {
                edits.append(.insert(element: position, at: successor))
                current.insert(id, at: successor)
            } else if moved.contains(id), let source = current.firstIndex(of: id) {
                let destination = source < successor ? successor - 1 : successor
                if source != destination {
                    edits.append(.move(from: source, to: destination))
                    current.remove(at: source)
                    current.insert(id, at: destination)
                }
            }
        }
        return edits
    }
}
