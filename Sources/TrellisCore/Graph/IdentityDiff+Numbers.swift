extension IdentityDiff {
    /// `editsUnlessRepeated(from:to:oldIsDistinct:)` for number ids, the usual
    /// kind, which a counter hands out in ascending order.
    package static func editsUnlessRepeated(from old: [Int], to new: [Int], oldIsDistinct: Bool = false) -> [IdentityEdit]? {
        changesUnlessRepeated(from: old, to: new, oldIsDistinct: oldIsDistinct)?.edits
    }

    /// `changesUnlessRepeated(from:to:oldIsDistinct:)` for number ids.
    ///
    /// Ids that ascend repeat none, and numbers close together are checked in
    /// a table indexed by number: neither hashes an id, where a set of 50,000
    /// restored rows cost half of clearing a filter. Ascending new ids that
    /// all come after ascending old ones (a list whose rows were all replaced
    /// by new ones) share none, so every old row goes and every new one comes.
    package static func changesUnlessRepeated(from old: [Int], to new: [Int], oldIsDistinct: Bool = false) -> IdentityChanges? {
        if oldIsDistinct, let changes = rearrangingChanges(from: old, to: new) { return changes }
        let newAscends = ascends(new)
        guard newAscends || repeatsNone(new) else { return nil }
        if newAscends, let firstNew = new.first, let lastOld = old.last, firstNew > lastOld, ascends(old) {
            return .replacingAll(oldCount: old.count, newCount: new.count)
        }
        return changes(from: old, to: new)
    }

    /// Whether every number is larger than the one before it.
    static func ascends(_ numbers: [Int]) -> Bool {
        numbers.withUnsafeBufferPointer { buffer in
            var index = 1
            while index < buffer.count {
                if buffer[index] <= buffer[index - 1] { return false }
                index += 1
            }
            return true
        }
    }

    /// The span of numbers from the smallest in `lists` to the largest, when
    /// it is at most four times as long as the lists together: then a table
    /// indexed by number costs less than hashing every number. Row numbers
    /// handed out by a counter, shuffled or filtered, are such a span.
    static func compactSpan(of lists: ArraySlice<Int>...) -> (lowest: Int, count: Int)? {
        var lowest = Int.max, highest = Int.min, total = 0
        for list in lists {
            total += list.count
            // Through a buffer, unchecked, into locals the closure returns: a
            // shuffle of 10,000 rows reads 20,000 numbers here, and the bounds
            // captured from outside were stored to memory at each of them.
            let bounds = list.withUnsafeBufferPointer { numbers in
                var low = Int.max, high = Int.min
                for number in numbers {
                    low = Swift.min(low, number)
                    high = Swift.max(high, number)
                }
                return (low, high)
            }
            lowest = Swift.min(lowest, bounds.0)
            highest = Swift.max(highest, bounds.1)
        }
        guard total > 0 else { return nil }
        let (span, overflow) = highest.subtractingReportingOverflow(lowest)
        guard !overflow, span < 4 * total else { return nil }
        return (lowest, span + 1)
    }

    /// Whether no number comes twice, checked in a table when the numbers are compact.
    static func repeatsNone(_ numbers: [Int]) -> Bool {
        guard let span = compactSpan(of: numbers[...]) else { return Set(numbers).count == numbers.count }
        var seen = [Bool](repeating: false, count: span.count)
        // Unchecked: every number lies in the span.
        return seen.withUnsafeMutableBufferPointer { seen in
            numbers.withUnsafeBufferPointer { numbers in
                for number in numbers {
                    if seen[number &- span.lowest] { return false }
                    seen[number &- span.lowest] = true
                }
                return true
            }
        }
    }

    /// Fills in where each new number comes from in `old` and where each old
    /// one goes in `new` (as `general` does by hashing) through a table, or
    /// returns false when the numbers are too spread out for one.
    static func matchCompact(old: ArraySlice<Int>, new: ArraySlice<Int>,
                             source: inout [Int], destination: inout [Int]) -> Bool {
        guard let span = compactSpan(of: old, new) else { return false }
        var oldPosition = [Int32](repeating: -1, count: span.count)
        // Through buffers, unchecked: every number is in the span, and the two tables fit the middles.
        oldPosition.withUnsafeMutableBufferPointer { oldPosition in
            old.withUnsafeBufferPointer { old in
                for index in 0..<old.count { oldPosition[old[index] &- span.lowest] = Int32(index) }
            }
            new.withUnsafeBufferPointer { new in
                source.withUnsafeMutableBufferPointer { source in
                    destination.withUnsafeMutableBufferPointer { destination in
                        for index in 0..<new.count {
                            let found = Int(oldPosition[new[index] &- span.lowest])
                            if found >= 0, destination[found] < 0 {
                                source[index] = found
                                destination[found] = index
                            }
                        }
                    }
                }
            }
        }
        return true
    }
}
