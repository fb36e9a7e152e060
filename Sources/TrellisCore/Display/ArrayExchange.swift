extension Array {
    /// Puts `replacement`'s elements in place of those in `range` and hands
    /// back the ones they replaced, in order.
    ///
    /// `replaceSubrange` would copy every new element in and a caller wanting
    /// the old ones would copy those out: a retain and a release per element
    /// each way. Here the overlapping part is swapped, element for element, and
    /// only the elements one side has beyond the other are copied.
    mutating func exchangeSubrange(_ range: Range<Int>, with replacement: consuming [Element]) -> [Element] {
        // Consumed, so the caller's only reference moves here and swapping into it copies nothing.
        var other = replacement
        let shared = Swift.min(range.count, other.count)
        withUnsafeMutableBufferPointer { kept in
            other.withUnsafeMutableBufferPointer { given in
                for index in 0..<shared { swap(&kept[range.lowerBound + index], &given[index]) }
            }
        }
        if other.count > range.count {
            // The extra new elements go in after the swapped ones; `other` keeps only old ones.
            insert(contentsOf: other[range.count...], at: range.upperBound)
            other.removeSubrange(range.count...)
        } else if range.count > other.count {
            let leftover = (range.lowerBound + shared)..<range.upperBound
            other.append(contentsOf: self[leftover])
            removeSubrange(leftover)
        }
        return other
    }
}
