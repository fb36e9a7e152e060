/// The rows of a `ForEach` inside a lazy stack, built only when they can be seen.
///
/// The `ForEach` node counts every element as its displayables, so offsets of
/// whatever follows it stay right, but it has children only for built rows;
/// each built row's node knows which element it shows.
@MainActor
final class LazyRows: LazyRowSource {
    unowned let node: ViewNode
    unowned let container: ViewNode
    let layout: LazyStackLayout
    /// Displayables per element, known from the row type.
    let perElement: Int
    private(set) var elementCount = 0
    /// Makes the view for an element index; reads inside are tracked for the `ForEach`.
    var makeRow: (Int) -> any View = { _ in EmptyView() }

    init(node: ViewNode, container: ViewNode, layout: LazyStackLayout, perElement: Int) {
        self.node = node
        self.container = container
        self.layout = layout
        self.perElement = perElement
        layout.register(self)
    }

    /// A lazy `ForEach` when everything between it and its container passes
    /// displayables straight through, and its rows' count is known from their type.
    static func container(for node: ViewNode, perElement: Int?) -> (ViewNode, LazyStackLayout)? {
        guard let perElement, perElement > 0 else { return nil }
        var current = node
        while let parent = current.parent {
            switch parent.role {
            case .container(let layout as LazyStackLayout): return (parent, layout)
            case .passThrough: current = parent
            default: return nil
            }
        }
        return nil
    }

    /// Where the `ForEach`'s first displayable sits in the lazy stack.
    var baseOffset: Int {
        node.offset(within: container)
    }

    /// Changes how many elements there are, telling every node up to the container.
    func setElementCount(_ newCount: Int) {
        let delta = (newCount - elementCount) * perElement
        elementCount = newCount
        var current: ViewNode? = node
        while let counted = current, counted !== container {
            counted.displayableCount += delta
            current = counted.parent
        }
    }

    func materialize(_ offsets: Range<Int>, keepingOthers: Bool) {
        let base = baseOffset
        let firstElement = max((offsets.lowerBound - base) / perElement, 0)
        let endElement = min((offsets.upperBound - base + perElement - 1) / perElement, elementCount)
        let wanted = firstElement < endElement ? firstElement..<endElement : 0..<0
        if !keepingOthers {
            for position in node.children.indices.reversed() {
                if let element = node.children[position].virtualIndex, !wanted.contains(element) {
                    node.removeChild(at: position)
                }
            }
        }
        // Built rows stay in element order, so one walk beside `wanted` finds
        // where each missing row goes. (Searching the children with a closure
        // per wanted element was quadratic, and checked the executor per call.)
        var position = 0
        for element in wanted {
            while position < node.children.count, (node.children[position].virtualIndex ?? 0) < element {
                position += 1
            }
            if position < node.children.count, node.children[position].virtualIndex == element {
                position += 1
                continue
            }
            node.addChild(makeRow(element), at: position, virtualIndex: element)
            position += 1
        }
    }
}

extension LazyRows {
    /// Where element `element` stands once the element at `removed` is gone; `nil` if it was that one.
    private static func removing(_ removed: Int, from element: Int?) -> Int? {
        guard let element, element != removed else { return nil }
        return element > removed ? element - 1 : element
    }

    /// Where element `element` stands once an element is put in at `inserted`.
    private static func inserting(_ inserted: Int, into element: Int?) -> Int? {
        guard let element else { return nil }
        return element >= inserted ? element + 1 : element
    }

    /// Applies a data change to the rows, built or not: removed elements go
    /// with their state, built rows that stay keep theirs, and new elements
    /// are built only if they turn out to be visible.
    func apply(_ edits: [IdentityEdit], newCount: Int) {
        if edits.isEmpty && newCount == elementCount {
            // Nothing moved: only the built rows can have changed, and the rest are not walked.
            for child in node.children {
                if let element = child.virtualIndex { child.update(to: makeRow(element)) }
            }
            return
        }
        let base = baseOffset
        let graph = node.graph
        // Only the built rows have nodes: follow each one's element through the
        // edits in order (gone when its element is removed), and move the stack's
        // rows once at the end. Edits of 10,000 rows then cost 10,000 records,
        // not 10,000 passes over the stack.
        var built: [(node: ViewNode, element: Int?)] = node.children.compactMap { child in
            child.virtualIndex.map { (child, $0) }
        }
        var tracked = built.map(\.element)
        for edit in edits {
            switch edit {
            case .remove(let element):
                for index in tracked.indices { tracked[index] = Self.removing(element, from: tracked[index]) }
                for _ in 0..<perElement { graph.record(.removed(base + element * perElement)) }
            case let .insert(_, element):
                for index in tracked.indices { tracked[index] = Self.inserting(element, into: tracked[index]) }
                for step in 0..<perElement { graph.record(.inserted(base + element * perElement + step)) }
            case let .move(source, destination):
                for index in tracked.indices {
                    tracked[index] = tracked[index] == source
                        ? destination : Self.inserting(destination, into: Self.removing(source, from: tracked[index]))
                }
                for step in 0..<perElement {
                    let forward = destination > source
                    let from = base + (forward ? source * perElement : source * perElement + step)
                    let to = base + (forward ? destination * perElement + perElement - 1 : destination * perElement + step)
                    graph.record(.moved(from: from, to: to))
                }
            }
        }
        var destinations: [Int: Int] = [:]
        for (index, entry) in built.enumerated() {
            guard let old = entry.element else { continue }
            if let new = tracked[index] { destinations[old] = new }
            built[index].element = tracked[index]
        }
        let oldEnd = base + elementCount * perElement
        let shift = (newCount - elementCount) * perElement
        let perElement = perElement
        layout.relocateRows(count: layout.count + shift) { offset in
            if offset < base { return offset }
            if offset >= oldEnd { return offset + shift }
            let element = (offset - base) / perElement
            return destinations[element].map { base + $0 * perElement + (offset - base) % perElement }
        }
        for entry in built where entry.element == nil { entry.node.tearDown() }
        let kept = built.compactMap { entry in entry.element.map { (entry.node, $0) } }.sorted { $0.1 < $1.1 }
        for (child, element) in kept { child.virtualIndex = element }
        node.children = kept.map(\.0)
        node.reindexChildren(from: 0)
        if newCount != elementCount { setElementCount(newCount) }
        for child in node.children {
            if let element = child.virtualIndex { child.update(to: makeRow(element)) }
        }
    }
}
