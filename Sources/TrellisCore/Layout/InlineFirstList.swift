/// A short list, oldest first, that keeps its first element in place.
///
/// A layout node keeps the sizes it answered, and most are asked about one
/// proposal a pass; most view nodes (a modifier's, a body's) have one child.
/// An array would make a heap allocation for every node, and a screen of
/// 10,000 texts pays for 10,000 of them as it is built and again as it is
/// freed. Only a second element makes one.
package struct InlineFirstList<Element>: RandomAccessCollection, MutableCollection {
    private var head: Element?
    private var tail: [Element] = []

    /// An empty list.
    package init() {}

    /// The position of the first element: always 0.
    package var startIndex: Int { 0 }

    /// One past the position of the last element.
    package var endIndex: Int { count }

    /// How many elements it holds.
    package var count: Int { head == nil ? 0 : 1 + tail.count }

    /// Whether it holds none.
    package var isEmpty: Bool { head == nil }

    /// The element at `index`, counting from the oldest.
    package subscript(index: Int) -> Element {
        get { index == 0 ? head! : tail[index - 1] }
        set {
            if index == 0 {
                precondition(head != nil, "index out of range")
                head = newValue
            } else {
                tail[index - 1] = newValue
            }
        }
    }

    /// Makes room for `capacity` elements, so that appending them grows no array on the way.
    package mutating func reserveCapacity(_ capacity: Int) {
        if capacity > 1 { tail.reserveCapacity(capacity - 1) }
    }

    /// Adds `element` after the others.
    package mutating func append(_ element: Element) {
        if head == nil {
            head = element
        } else {
            // Room for a list of three, not four: most stop at two or three
            // (a text's least, ideal and placed widths), and for kept answers
            // the smaller block is glibc's next size down, 112 bytes, not 144.
            if tail.isEmpty { tail.reserveCapacity(2) }
            tail.append(element)
        }
    }

    /// The oldest element, if any.
    package var first: Element? { head }

    /// Puts `element` at `index`, moving those from there on back by one.
    package mutating func insert(_ element: Element, at index: Int) {
        if index == 0 || head == nil {
            if let head { tail.insert(head, at: 0) }
            head = element
        } else {
            tail.insert(element, at: index - 1)
        }
    }

    /// Takes out the element at `index`, moving those after it forward by one.
    @discardableResult
    package mutating func remove(at index: Int) -> Element {
        guard index > 0 else {
            let removed = head!
            head = tail.isEmpty ? nil : tail.removeFirst()
            return removed
        }
        return tail.remove(at: index - 1)
    }

    /// The elements in an array of their own.
    package var array: [Element] {
        guard let head else { return [] }
        return [head] + tail
    }

    /// Drops the oldest element, if any.
    package mutating func removeFirst() {
        guard head != nil else { return }
        head = tail.isEmpty ? nil : tail.removeFirst()
    }

    /// Drops every element, keeping the room for more.
    package mutating func removeAll() {
        head = nil
        tail.removeAll(keepingCapacity: true)
    }

    /// Goes through the elements oldest first.
    package func makeIterator() -> Iterator { Iterator(list: self) }

    /// Goes through the elements oldest first, without a closure.
    package struct Iterator: IteratorProtocol {
        fileprivate let list: InlineFirstList
        private var index = 0

        fileprivate init(list: InlineFirstList) { self.list = list }

        package mutating func next() -> Element? {
            guard index < list.count else { return nil }
            defer { index += 1 }
            return list[index]
        }
    }
}

extension InlineFirstList: Sendable where Element: Sendable {}
