/// A lazy stack's built rows by offset, kept in offset order.
///
/// A screen holds a few dozen built rows, and layout visits them in order:
/// two sorted arrays find a row by binary search and walk them in order
/// without sorting. A dictionary hashed every offset with SipHash, several
/// times per row and frame, and sorted its keys on every pass.
package struct BuiltRows: Sequence {
    /// The offsets of the built rows, ascending.
    package private(set) var keys: [Int] = []
    /// The built rows, in the order of `keys`.
    package private(set) var values: [LayoutNode] = []

    /// Whether no row is built.
    package var isEmpty: Bool { keys.isEmpty }

    /// How many rows are built.
    package var count: Int { keys.count }

    /// The position in `keys` where `offset` is or would go.
    package func position(of offset: Int) -> Int {
        var low = 0, high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if keys[middle] < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The row built at `offset`, if any. Setting `nil` removes it.
    package subscript(offset: Int) -> LayoutNode? {
        get {
            let position = position(of: offset)
            return position < keys.count && keys[position] == offset ? values[position] : nil
        }
        set {
            let position = position(of: offset)
            let present = position < keys.count && keys[position] == offset
            switch (newValue, present) {
            case let (row?, true): values[position] = row
            case let (row?, false):
                keys.insert(offset, at: position)
                values.insert(row, at: position)
            case (nil, true):
                keys.remove(at: position)
                values.remove(at: position)
            case (nil, false): break
            }
        }
    }

    /// Removes the row at `offset` and returns it, if one was built there.
    @discardableResult
    package mutating func removeValue(forKey offset: Int) -> LayoutNode? {
        let row = self[offset]
        if row != nil { self[offset] = nil }
        return row
    }

    /// Moves every row at `offset` or after by `delta`; the rows keep their order.
    /// A negative shift must not carry a row onto or before one that stays.
    package mutating func shift(from offset: Int, by delta: Int) {
        for position in position(of: offset)..<keys.count { keys[position] += delta }
    }

    /// Puts in place of all rows those of `pairs`, in any order.
    package mutating func replaceAll(with pairs: [(offset: Int, row: LayoutNode)]) {
        let ordered = pairs.sorted { $0.offset < $1.offset }
        keys = ordered.map(\.offset)
        values = ordered.map(\.row)
    }

    /// The rows with their offsets, in offset order.
    package func makeIterator() -> Zip2Sequence<[Int], [LayoutNode]>.Iterator {
        zip(keys, values).makeIterator()
    }
}
