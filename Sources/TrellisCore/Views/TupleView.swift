/// Several views one after another, as a view builder block makes them.
///
/// Its displayables are those of its parts in order, so the second part's
/// offsets start after the first part's displayables.
public struct TupleView<each Content: View>: View, PrimitiveView {
    /// The parts.
    public let value: (repeat each Content)

    /// Groups the parts.
    public init(_ value: repeat each Content) {
        self.value = (repeat each value)
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

    func makeNode(_ node: ViewNode) {
        for part in repeat each value {
            node.addChild(part)
        }
    }

    func updateNode(_ node: ViewNode) {
        var index = 0
        for part in repeat each value {
            node.children[index].update(to: part)
            index += 1
        }
    }
}
