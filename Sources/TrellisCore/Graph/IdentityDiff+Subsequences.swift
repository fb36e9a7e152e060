extension IdentityDiff {
    // A filter keeps some rows in their order, and clearing it brings the
    // others back around them. Both are found by one walk comparing ids,
    // without hashing any: the ids that stay are a subsequence of the longer list.

    /// The removals, last first, when `new` is `old` with some ids dropped
    /// (scattered or not) and the rest in their order; `nil` otherwise. With
    /// them, each old element's place in `new` counted from its start, or -1.
    static func droppingChanges<ID: Equatable>(from old: ArraySlice<ID>,
                                               to new: ArraySlice<ID>) -> (steps: IdentityChanges.Steps, middle: [Int])? {
        guard let dropped = unmatched(in: old, keeping: new) else { return nil }
        let middle = [Int](unsafeUninitializedCapacity: old.count) { middle, initialized in
            walk(count: middle.count, leftOver: dropped) { index, kept in middle[index] = kept ?? -1 }
            initialized = middle.count
        }
        return (.removing(dropped, offset: old.startIndex), middle)
    }

    /// The insertions, first first, when `new` is `old` with ids added
    /// anywhere and the old ones in their order; `nil` otherwise. With them,
    /// each old element's place in `new` counted from its start.
    static func addingChanges<ID: Equatable>(from old: ArraySlice<ID>,
                                             to new: ArraySlice<ID>) -> (steps: IdentityChanges.Steps, middle: [Int])? {
        // Inserting in order puts each new id where it ends up: what is before it is already right.
        guard let added = unmatched(in: new, keeping: old) else { return nil }
        let middle = [Int](unsafeUninitializedCapacity: old.count) { middle, initialized in
            walk(count: new.count, leftOver: added) { index, kept in
                if let kept { middle[kept] = index }
            }
            initialized = middle.count
        }
        return (.inserting(added, offset: new.startIndex), middle)
    }

    /// Hands `body` each of `count` indices of the longer list with its place
    /// among the ones kept, or `nil` for one of `leftOver` (ascending).
    @inline(__always)
    private static func walk(count: Int, leftOver: [Int], _ body: (_ index: Int, _ kept: Int?) -> Void) {
        leftOver.withUnsafeBufferPointer { leftOver in
            var next = 0, kept = 0
            for index in 0..<count {
                if next < leftOver.count, leftOver[next] == index {
                    body(index, nil)
                    next += 1
                } else {
                    body(index, kept)
                    kept += 1
                }
            }
        }
    }

    /// The indices of `longer`, counted from its start, left over when
    /// `shorter` is matched in order against it, each id with its first
    /// match; `nil` when `shorter` is not a subsequence of `longer`. Stops as
    /// soon as more are left over than the difference in length, so a
    /// shuffle costs about one comparison.
    // Through buffers, unchecked: a filter of 50,000 rows cleared walks them all.
    private static func unmatched<ID: Equatable>(in longer: ArraySlice<ID>, keeping shorter: ArraySlice<ID>) -> [Int]? {
        let spare = longer.count - shorter.count
        guard spare > 0 else { return nil }
        var matchedAll = false
        let leftOver = [Int](unsafeUninitializedCapacity: spare) { leftOver, initialized in
            initialized = 0
            longer.withUnsafeBufferPointer { longer in
                shorter.withUnsafeBufferPointer { shorter in
                    var next = 0
                    for index in 0..<longer.count {
                        if next < shorter.count, longer[index] == shorter[next] {
                            next += 1
                        } else {
                            if initialized == spare { return }
                            leftOver[initialized] = index
                            initialized += 1
                        }
                    }
                    matchedAll = next == shorter.count
                }
            }
        }
        return matchedAll ? leftOver : nil
    }
}
