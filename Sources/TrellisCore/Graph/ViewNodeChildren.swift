/// A view node's children in one word: none, one, or an array of several.
///
/// Most view nodes have one child (a modifier's content, a body) or none (a
/// text, a row that shares its text): keeping the first apart from the rest
/// spared them an array, but took two words of every node. The three cases
/// share one word here, their tag in the spare bits of the references.
package enum ViewNodeChildren: RandomAccessCollection, MutableCollection {
    case none
    case one(ViewNode)
    case several([ViewNode])

    /// An empty list.
    package init() { self = .none }

    /// The position of the first child: always 0.
    package var startIndex: Int { 0 }

    /// One past the position of the last child.
    package var endIndex: Int { count }

    /// How many children there are.
    package var count: Int {
        switch self {
        case .none: 0
        case .one: 1
        case .several(let nodes): nodes.count
        }
    }

    /// Whether there are none.
    package var isEmpty: Bool { count == 0 }

    /// The child at `index`.
    package subscript(index: Int) -> ViewNode {
        get {
            switch self {
            case .none: preconditionFailure("index out of range")
            case .one(let node):
                precondition(index == 0, "index out of range")
                return node
            case .several(let nodes): return nodes[index]
            }
        }
        set {
            switch self {
            case .none: preconditionFailure("index out of range")
            case .one:
                precondition(index == 0, "index out of range")
                self = .one(newValue)
            case .several(var nodes):
                // Let go of this case's reference first, or the array is copied to be changed.
                self = .none
                nodes[index] = newValue
                self = .several(nodes)
            }
        }
    }

    /// The first child, if any.
    package var first: ViewNode? { isEmpty ? nil : self[0] }

    /// Makes room for `capacity` children, so that appending them grows no array on the way.
    package mutating func reserveCapacity(_ capacity: Int) {
        guard capacity > 1 else { return }
        var nodes = takeArray()
        nodes.reserveCapacity(capacity)
        self = .several(nodes)
    }

    /// Adds `node` after the others.
    package mutating func append(_ node: ViewNode) {
        switch self {
        case .none: self = .one(node)
        case .one(let first):
            var nodes: [ViewNode] = []
            nodes.reserveCapacity(4)
            nodes.append(first)
            nodes.append(node)
            self = .several(nodes)
        case .several:
            var nodes = takeArray()
            // An emptied array kept its room: a lone child goes back to it.
            nodes.append(node)
            self = .several(nodes)
        }
    }

    /// Puts `node` at `index`, moving those from there on back by one.
    package mutating func insert(_ node: ViewNode, at index: Int) {
        if case .none = self {
            precondition(index == 0, "index out of range")
            self = .one(node)
            return
        }
        var nodes = takeArray()
        nodes.insert(node, at: index)
        self = .several(nodes)
    }

    /// Takes out the child at `index`, moving those after it forward by one.
    @discardableResult
    package mutating func remove(at index: Int) -> ViewNode {
        if case .one(let node) = self {
            precondition(index == 0, "index out of range")
            self = .none
            return node
        }
        var nodes = takeArray()
        let removed = nodes.remove(at: index)
        self = .several(nodes)
        return removed
    }

    /// Drops the first child, if any.
    package mutating func removeFirst() {
        if !isEmpty { remove(at: 0) }
    }

    /// Drops every child, keeping an array's room for more.
    package mutating func removeAll() {
        guard case .several = self else {
            self = .none
            return
        }
        var nodes = takeArray()
        nodes.removeAll(keepingCapacity: true)
        self = .several(nodes)
    }

    /// The children in an array of their own.
    package var array: [ViewNode] {
        switch self {
        case .none: []
        case .one(let node): [node]
        case .several(let nodes): nodes
        }
    }

    /// The children as an array, leaving this list empty so the array is
    /// the only reference to its storage and changes in place.
    private mutating func takeArray() -> [ViewNode] {
        let nodes = array
        self = .none
        return nodes
    }
}
