/// What a `ForEach` node keeps between updates: the elements it last showed and their ids.
package final class ForEachSnapshot<Element, ID: Hashable> {
    let elements: [Element]
    let ids: [ID]
    /// Whether `ids` are known to repeat none: a diff checked them. An
    /// update that only drops, moves or swaps ids then needs no check.
    var idsAreDistinct = false

    init(elements: [Element], ids: [ID]) {
        self.elements = elements
        self.ids = ids
    }

    /// Whether `other` is this snapshot's very array (the same storage), so its ids are these.
    func sharesStorage(with other: [Element]) -> Bool {
        guard elements.count == other.count else { return false }
        guard !elements.isEmpty else { return true }
        return elements.withUnsafeBufferPointer { mine in
            other.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress }
        }
    }
}
