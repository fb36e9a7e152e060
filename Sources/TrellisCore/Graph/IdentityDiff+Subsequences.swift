extension IdentityDiff {
    // A filter keeps some rows in their order, and clearing it brings the
    // others back around them. Both are found by one walk comparing ids,
    // without hashing any: the ids that stay are a subsequence of the longer list.

    /// The removals, last first, when `new` is `old` with some ids dropped
    /// (scattered or not) and the rest in their order; `nil` otherwise. With
    /// them, each old element's place in `new` counted from its start, or -1.
    static func droppingChanges<ID: Equatable>(from old: ArraySlice<ID>,
                                               to new: ArraySlice<ID>) -> (edits: [IdentityEdit], middle: [Int])? {
        guard let dropped = unmatched(in: old, keeping: new) else { return nil }
        var middle = [Int](repeating: -1, count: old.count)
        var next = 0, kept = 0
        for index in old.indices {
            if next < dropped.count, dropped[next] == index {
                next += 1
            } else {
                middle[index - old.startIndex] = kept
                kept += 1
            }
        }
        return (dropped.reversed().map { .remove(at: $0) }, middle)
    }

    /// The insertions, first first, when `new` is `old` with ids added
    /// anywhere and the old ones in their order; `nil` otherwise. With them,
    /// each old element's place in `new` counted from its start.
    static func addingChanges<ID: Equatable>(from old: ArraySlice<ID>,
                                             to new: ArraySlice<ID>) -> (edits: [IdentityEdit], middle: [Int])? {
        // Inserting in order puts each new id where it ends up: what is before it is already right.
        guard let added = unmatched(in: new, keeping: old) else { return nil }
        var middle: [Int] = []
        middle.reserveCapacity(old.count)
        var next = 0
        for index in new.indices {
            if next < added.count, added[next] == index {
                next += 1
            } else {
                middle.append(index - new.startIndex)
            }
        }
        return (added.map { .insert(element: $0, at: $0) }, middle)
    }

    /// The indices of `longer` left over when `shorter` is matched in order
    /// against it, each id with its first match; `nil` when `shorter` is not
    /// a subsequence of `longer`. Stops as soon as more are left over than the
    /// difference in length, so a shuffle costs about one comparison.
    private static func unmatched<ID: Equatable>(in longer: ArraySlice<ID>, keeping shorter: ArraySlice<ID>) -> [Int]? {
        let spare = longer.count - shorter.count
        guard spare > 0 else { return nil }
        var leftOver: [Int] = []
        leftOver.reserveCapacity(spare)
        var next = shorter.startIndex
        for index in longer.indices {
            if next < shorter.endIndex, longer[index] == shorter[next] {
                next += 1
            } else {
                if leftOver.count == spare { return nil }
                leftOver.append(index)
            }
        }
        return next == shorter.endIndex ? leftOver : nil
    }
}
