/// The ids of the few graphics a layout node draws itself, in two words.
///
/// Most nodes draw one graphic of their own or none: the first is kept
/// without an array, as `InlineFirstList` keeps it, but with id 0 (which
/// `GraphicID.next()` never hands out) for none rather than an optional,
/// whose flag took a word of every layout node.
struct GraphicIDList: Sequence {
    private static let none: UInt64 = 0
    private var head = GraphicID(rawValue: none)
    private var tail: [GraphicID] = []

    /// An empty list.
    init() {}

    /// How many ids it holds.
    var count: Int { head.rawValue == Self.none ? 0 : 1 + tail.count }

    /// The first id, if any.
    var first: GraphicID? { head.rawValue == Self.none ? nil : head }

    /// Adds `id` after the others.
    mutating func append(_ id: GraphicID) {
        if head.rawValue == Self.none { head = id } else { tail.append(id) }
    }

    /// Goes through the ids in order, without a closure.
    func makeIterator() -> Iterator { Iterator(list: self) }

    /// Goes through the ids in order.
    struct Iterator: IteratorProtocol {
        fileprivate let list: GraphicIDList
        private var index = 0

        fileprivate init(list: GraphicIDList) { self.list = list }

        mutating func next() -> GraphicID? {
            defer { index += 1 }
            if index == 0 { return list.first }
            return index - 1 < list.tail.count ? list.tail[index - 1] : nil
        }
    }
}
