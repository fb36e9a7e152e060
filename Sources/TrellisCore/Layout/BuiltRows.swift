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
        keys.position(ofSorted: offset)
    }

    /// The row built at `offset`, if any.
    package subscript(offset: Int) -> LayoutNode? {
        let position = position(of: offset)
        return position < keys.count && keys[position] == offset ? values[position] : nil
    }

    /// Puts `row` at `offset`, in place of any row built there; returns where
    /// it stands among the built rows and whether it took another's place.
    @discardableResult
    package mutating func put(_ row: LayoutNode, at offset: Int) -> (position: Int, replaced: Bool) {
        let position = position(of: offset)
        if position < keys.count, keys[position] == offset {
            values[position] = row
            return (position, true)
        }
        keys.insert(offset, at: position)
        values.insert(row, at: position)
        return (position, false)
    }

    /// Removes the row at `offset` and returns it, if one was built there.
    @discardableResult
    package mutating func removeValue(forKey offset: Int) -> LayoutNode? {
        let position = position(of: offset)
        guard position < keys.count, keys[position] == offset else { return nil }
        keys.remove(at: position)
        return values.remove(at: position)
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
