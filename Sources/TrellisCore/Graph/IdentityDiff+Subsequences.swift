extension IdentityDiff {
    // A filter keeps some rows in their order, and clearing it brings the
    // others back around them. Both are found by one walk comparing ids,
    // without hashing any: the ids that stay are a subsequence of the longer list.

    /// The removals, last first, when `new` is `old` with some ids dropped
    /// (scattered or not) and the rest in their order; `nil` otherwise.
    static func droppingEdits<ID: Equatable>(from old: ArraySlice<ID>, to new: ArraySlice<ID>) -> [IdentityEdit]? {
        guard let dropped = unmatched(in: old, keeping: new) else { return nil }
        return dropped.reversed().map { .remove(at: $0) }
    }

    /// The insertions, first first, when `new` is `old` with ids added
    /// anywhere and the old ones in their order; `nil` otherwise.
    static func addingEdits<ID: Equatable>(from old: ArraySlice<ID>, to new: ArraySlice<ID>) -> [IdentityEdit]? {
        // Inserting in order puts each new id where it ends up: what is before it is already right.
        unmatched(in: new, keeping: old)?.map { .insert(element: $0, at: $0) }
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
