// SwiftUI adds these two to the standard collections for `onDelete` and
// `onMove`; Foundation on Linux has neither, so Trellis adds them the same way.

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets`, counted from the start, as
    /// `onDelete(perform:)` reports them.
    ///
    /// Offsets past the end are left out, with a warning, instead of trapping.
    public mutating func remove(atOffsets offsets: IndexSet) {
        let count = self.count
        if let last = offsets.last, last >= count {
            Diagnostics.warnOnce("remove(atOffsets:).outOfRange",
                "remove(atOffsets:) was given offset \(last) in a collection of \(count); offsets past the end are ignored")
        }
        // From the back, so each range's offsets still mean what they did.
        for range in offsets.rangeView.reversed() where range.lowerBound < count {
            let lower = index(startIndex, offsetBy: range.lowerBound)
            let upper = index(startIndex, offsetBy: Swift.min(range.upperBound, count))
            removeSubrange(lower..<upper)
        }
    }
}

extension MutableCollection {
    /// Moves the elements at `source` so they sit, in their order, just before
    /// the element that was at offset `destination` before the move (or at the
    /// end when `destination` is the count), as `onMove(perform:)` reports it.
    ///
    /// Moving offset 0 to 3 in `[a, b, c, d]` gives `[b, c, a, d]`. Offsets past
    /// the end are left out, and a destination past the end means the end, with a warning.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let count = self.count
        let moving = source.filteredIndexSet { $0 < count }
        if moving.count != source.count || destination < 0 || destination > count {
            Diagnostics.warnOnce("move(fromOffsets:toOffset:).outOfRange",
                "move(fromOffsets:toOffset:) was given offsets \(Array(source)) and destination \(destination) in a collection of \(count); they are kept within it")
        }
        let destination = Swift.min(Swift.max(destination, 0), count)
        guard let first = moving.first, let last = moving.last else { return }
        // Only the stretch between the moved elements and the destination changes.
        let lower = Swift.min(first, destination), upper = Swift.max(last + 1, destination)
        let start = index(startIndex, offsetBy: lower)
        let end = index(start, offsetBy: upper - lower)
        let stretch = Array(self[start..<end])
        var before: [Element] = [], moved: [Element] = [], after: [Element] = []
        for (step, element) in stretch.enumerated() {
            let offset = lower + step
            if moving.contains(offset) {
                moved.append(element)
            } else if offset < destination {
                before.append(element)
            } else {
                after.append(element)
            }
        }
        var position = start
        for element in before + moved + after {
            self[position] = element
            formIndex(after: &position)
        }
    }
}
