/// A row of counts that answers, each in O(log n), the total of the counts
/// before a place, a change of one count, and the place where a running total
/// is passed (a Fenwick tree).
///
/// Two users, both of which summed a long row once per question: the
/// identity diff, which finds where a moved element stands among the slots
/// still taken (`IdentityDiff+Placement`), and a text editor, which finds a
/// line's top from the rows of the lines above it and the line at a height,
/// and where a line starts in the text from the bytes of those before it.
/// Counts must not be negative for `index(passing:)`.
///
/// Its walks are made for `Int` ahead (`@_specialize`): the editor calls it
/// from another module, where an unspecialised generic walk cost ten times
/// as much (a keystroke's three updates took 30,000 instructions).
package struct PrefixSums<Count: FixedWidthInteger> {
    /// One-based: `tree[i]` sums the counts `i - (i & -i) ..< i`.
    private var tree: [Count]

    /// The sums of `counts`, built in one pass.
    package init(_ counts: some Collection<Count>) {
        tree = [0]
        tree.reserveCapacity(counts.count + 1)
        tree.append(contentsOf: counts)
        Self.build(&tree)
    }

    /// How many counts there are.
    package var count: Int { tree.count - 1 }

    /// The count at `index`; setting it changes the sums after it.
    package subscript(index: Int) -> Count {
        get { sum(ofFirst: index + 1) &- sum(ofFirst: index) }
        set { add(newValue &- self[index], at: index) }
    }

    /// All the counts together.
    package var total: Count { sum(ofFirst: count) }

    /// Adds `change` to the count at `index`.
    @_specialize(where Count == Int)
    package mutating func add(_ change: Count, at index: Int) {
        // Unchecked: a shuffle of 10,000 rows walks the tree 20,000 times.
        tree.withUnsafeMutableBufferPointer { tree in
            var node = index + 1
            while node < tree.count {
                tree[node] &+= change
                node &+= node & -node
            }
        }
    }

    /// The total of the counts before `end` (all of them when `end` is past the last).
    @_specialize(where Count == Int)
    package func sum(ofFirst end: Int) -> Count {
        tree.withUnsafeBufferPointer { tree in
            var sum: Count = 0
            var node = min(end, tree.count - 1)
            while node > 0 {
                sum &+= tree[node]
                node &= node &- 1
            }
            return sum
        }
    }

    /// The place whose count takes the running total past `value`: the
    /// counts before it sum to at most `value`, with it to more. `count`
    /// when all of them together do not pass it.
    @_specialize(where Count == Int)
    package func index(passing value: Count) -> Int {
        tree.withUnsafeBufferPointer { tree in
            var place = 0, left = value
            var step = 1
            while step * 2 < tree.count { step *= 2 }
            while step > 0 {
                let next = place + step
                if next < tree.count, tree[next] <= left {
                    place = next
                    left -= tree[next]
                }
                step /= 2
            }
            return place
        }
    }

    /// Puts `counts` in place of those in `range`: one walk per count when
    /// as many come as go (a keystroke within a line), one rebuild otherwise.
    package mutating func replaceSubrange(_ range: Range<Int>, with counts: some Collection<Count>) {
        if counts.count == range.count {
            // No `zip`: called unspecialised, a zip made its generic types' metadata anew each time.
            var index = range.lowerBound
            for new in counts {
                self[index] = new
                index += 1
            }
            return
        }
        var all = tree
        Self.unbuild(&all)
        all.replaceSubrange((range.lowerBound + 1)..<(range.upperBound + 1), with: counts)
        Self.build(&all)
        tree = all
    }

    /// Turns counts, one-based, into the tree: each node hands its sum on to its parent.
    private static func build(_ tree: inout [Count]) {
        for node in tree.indices.dropFirst() {
            let parent = node + (node & -node)
            if parent < tree.count { tree[parent] &+= tree[node] }
        }
    }

    /// Turns the tree back into counts: last node first, each takes its sum
    /// back from its parent while it still holds it.
    private static func unbuild(_ tree: inout [Count]) {
        for node in tree.indices.dropFirst().reversed() {
            let parent = node + (node & -node)
            if parent < tree.count { tree[parent] &-= tree[node] }
        }
    }
}
