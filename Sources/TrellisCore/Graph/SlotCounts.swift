/// Which slots of a fixed row of slots are taken, answering how many taken
/// slots lie before a given one in O(log n) (a Fenwick tree).
///
/// The identity diff gives every element a slot where it stands before the
/// change and one where it stands after, all in one order; an element's
/// position in the list, at any step of the edits, is then the number of
/// taken slots before its own. Searching the list for it instead cost a
/// pass over the list per moved row.
struct SlotCounts {
    /// One-based: `tree[i]` sums the slots `i - (i & -i) ..< i`.
    private var tree: [Int32]

    /// Slots numbered `0..<taken.count`, the ones marked true taken.
    init(taken: [Bool]) {
        tree = [Int32](repeating: 0, count: taken.count + 1)
        // Built in one pass: each node hands its sum on to its parent.
        for slot in taken.indices where taken[slot] { tree[slot + 1] += 1 }
        for node in 1..<tree.count {
            let parent = node + (node & -node)
            if parent < tree.count { tree[parent] += tree[node] }
        }
    }

    /// Takes (`+1`) or frees (`-1`) `slot`.
    mutating func add(_ change: Int32, at slot: Int) {
        // Unchecked: a shuffle of 10,000 rows walks the tree 20,000 times.
        tree.withUnsafeMutableBufferPointer { tree in
            var node = slot + 1
            while node < tree.count {
                tree[node] &+= change
                node &+= node & -node
            }
        }
    }

    /// How many slots before `slot` are taken.
    func takenBefore(_ slot: Int) -> Int {
        tree.withUnsafeBufferPointer { tree in
            var sum: Int32 = 0
            var node = min(slot, tree.count - 1)
            while node > 0 {
                sum &+= tree[node]
                node &= node &- 1
            }
            return Int(sum)
        }
    }
}
