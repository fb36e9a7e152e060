/// Several views one after another, as a view builder block makes them.
///
/// Its displayables are those of its parts in order, so the second part's
/// offsets start after the first part's displayables.
public struct TupleView<each Content: View>: View, PrimitiveView {
    /// The parts.
    public var value: (repeat each Content) { storage.value }

    /// The parts, shared by every copy. Each node keeps a copy of its view, so
    /// a block's value is copied once per level above it as the graph is
    /// built, and copying a tuple of a parameter pack looks up the tuple's
    /// metadata (hundreds of instructions) at every level of every copy; a
    /// reference is copied by a retain.
    @usableFromInline let storage: TupleViewStorage<repeat each Content>

    /// Groups the parts.
    // Inlinable, so a body's block is boxed by code compiled for its types,
    // without looking up the pack's metadata at run time (about 900
    // instructions a block in the rows benchmark).
    @inlinable
    public init(_ value: repeat each Content) {
        storage = TupleViewStorage((repeat each value))
    }

    /// The sum of the parts' counts, when every part's count is known.
    public static var _displayableCount: Int? {
        var total = 0
        for count in repeat (each Content)._displayableCount {
            guard let count else { return nil }
            total += count
        }
        return total
    }

    package func makeNode(_ node: ViewNode) {
        // Sized once: growing from one child doubled its way up, a new array each time.
        // Counted by the parts' types: reading the tuple looks up its metadata at run time.
        var count = 0
        for _ in repeat (each Content).self { count += 1 }
        node.children.reserveCapacity(count)
        for part in repeat each storage.value {
            node.addChild(part)
        }
    }

    /// Settled when every part is: then a body that runs again for one
    /// changed part leaves the equal ones alone.
    package static var isSettledByEqualValue: Bool {
        for part in repeat (each Content).self {
            if !SettledViewTypes.isSettled(part) { return false }
        }
        return true
    }

    package func updateNode(_ node: ViewNode) {
        var index = 0
        for part in repeat each storage.value {
            node.children[index].update(toValue: part)
            index += 1
        }
    }
}

/// The parts of a `TupleView`, never changed once made.
@usableFromInline
final class TupleViewStorage<each Content> {
    @usableFromInline let value: (repeat each Content)

    // Inlinable, so the box is filled by code compiled for the parts' types:
    // run generically, storing the tuple looked up its metadata at run time,
    // about 390 instructions for each block of each body built.
    @inlinable
    init(_ value: (repeat each Content)) {
        self.value = value
    }
}

extension TupleViewStorage: ComparedByContents {
    /// Two boxes are the same input when their parts are, compared as the
    /// tuple itself would be.
    static var contentsComparison: EqualityPlan.Comparison {
        let parts = EqualityPlan.plan(for: (repeat each Content).self)
        return { old, new, depth in
            let old = old.load(as: TupleViewStorage.self), new = new.load(as: TupleViewStorage.self)
            if old === new { return true }
            return withUnsafePointer(to: old.value) { old in
                withUnsafePointer(to: new.value) { new in parts(UnsafeRawPointer(old), UnsafeRawPointer(new), depth) }
            }
        }
    }
}
