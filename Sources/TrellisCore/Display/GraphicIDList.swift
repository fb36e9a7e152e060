/// The ids of the few graphics a layout node draws itself, in two words.
///
/// Most nodes draw one graphic of their own or none: the first is kept
/// without an array, as `InlineFirstList` keeps it, but with id 0 (which
/// `GraphicID.next()` never hands out) for none rather than an optional,
/// whose flag took a word of every layout node.
struct GraphicIDList: RandomAccessCollection {
    private static let none: UInt64 = 0
    private var head = GraphicID(rawValue: none)
    private var tail: [GraphicID] = []

    /// An empty list.
    init() {}

    /// The position of the first id: always 0.
    var startIndex: Int { 0 }

    /// One past the position of the last id.
    var endIndex: Int { head.rawValue == Self.none ? 0 : 1 + tail.count }

    /// The id at `index`, in the order they were added.
    subscript(index: Int) -> GraphicID {
        index == 0 && head.rawValue != Self.none ? head : tail[index - 1]
    }

    /// Adds `id` after the others.
    mutating func append(_ id: GraphicID) {
        if head.rawValue == Self.none { head = id } else { tail.append(id) }
    }
}
