/// A short list, oldest first, that keeps its first element in place.
///
/// A layout node keeps the sizes it answered, and most are asked about one
/// proposal a pass: an array would make a heap allocation for every node, and
/// a screen of 10,000 texts pays for 10,000 of them as it is built and again
/// as it is freed. Only a second element makes one.
struct InlineFirstList<Element>: Sequence {
    private var head: Element?
    private var tail: [Element] = []

    /// How many elements it holds.
    var count: Int { head == nil ? 0 : 1 + tail.count }

    /// Whether it holds none.
    var isEmpty: Bool { head == nil }

    /// The element at `index`, counting from the oldest.
    subscript(index: Int) -> Element {
        index == 0 ? head! : tail[index - 1]
    }

    /// Adds `element` after the others.
    mutating func append(_ element: Element) {
        if head == nil {
            head = element
        } else {
            if tail.isEmpty { tail.reserveCapacity(3) }
            tail.append(element)
        }
    }

    /// The oldest element, if any.
    var first: Element? { head }

    /// Puts `element` at `index`, moving those from there on back by one.
    mutating func insert(_ element: Element, at index: Int) {
        if index == 0 || head == nil {
            if let head { tail.insert(head, at: 0) }
            head = element
        } else {
            tail.insert(element, at: index - 1)
        }
    }

    /// Takes out the element at `index`, moving those after it forward by one.
    mutating func remove(at index: Int) -> Element {
        guard index > 0 else {
            let removed = head!
            head = tail.isEmpty ? nil : tail.removeFirst()
            return removed
        }
        return tail.remove(at: index - 1)
    }

    /// The elements in an array of their own.
    var array: [Element] {
        guard let head else { return [] }
        return [head] + tail
    }

    /// Drops the oldest element, if any.
    mutating func removeFirst() {
        guard head != nil else { return }
        head = tail.isEmpty ? nil : tail.removeFirst()
    }

    /// Drops every element, keeping the room for more.
    mutating func removeAll() {
        head = nil
        tail.removeAll(keepingCapacity: true)
    }

    /// Goes through the elements oldest first.
    func makeIterator() -> Iterator { Iterator(list: self) }

    /// Goes through the elements oldest first, without a closure.
    struct Iterator: IteratorProtocol {
        fileprivate let list: InlineFirstList
        private var index = 0

        fileprivate init(list: InlineFirstList) { self.list = list }

        mutating func next() -> Element? {
            guard index < list.count else { return nil }
            defer { index += 1 }
            return list[index]
        }
    }
}
