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
        for element in wanted where !node.children.contains(where: { $0.virtualIndex == element }) {
            let position = node.children.firstIndex { ($0.virtualIndex ?? 0) > element } ?? node.children.count
            node.addChild(makeRow(element), at: position, virtualIndex: element)
        }
    }
}

extension LazyRows {
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
        var slots: [ViewNode?] = Array(repeating: nil, count: elementCount)
        for child in node.children { if let element = child.virtualIndex { slots[element] = child } }
        for edit in edits {
            switch edit {
            case .remove(let element):
                if let built = slots[element] {
                    node.children.removeAll { $0 === built }
                    built.tearDown()
                }
                slots.remove(at: element)
                layout.removeVirtual(perElement, at: base + element * perElement)
                for _ in 0..<perElement { graph.record(.removed(base + element * perElement)) }
            case let .insert(_, element):
                slots.insert(nil, at: element)
                layout.insertVirtual(perElement, at: base + element * perElement)
                for step in 0..<perElement { graph.record(.inserted(base + element * perElement + step)) }
            case let .move(source, destination):
                slots.insert(slots.remove(at: source), at: destination)
                for step in 0..<perElement {
                    let forward = destination > source
                    let from = base + (forward ? source * perElement : source * perElement + step)
                    let to = base + (forward ? destination * perElement + perElement - 1 : destination * perElement + step)
                    layout.moveChild(from: from, to: to)
                    graph.record(.moved(from: from, to: to))
                }
            }
        }
        for (element, slot) in slots.enumerated() { slot?.virtualIndex = element }
        node.children = slots.compactMap { $0 }
        node.reindexChildren(from: 0)
        let delta = newCount - elementCount
        if delta != 0 { setElementCount(newCount) }
        for child in node.children {
            if let element = child.virtualIndex { child.update(to: makeRow(element)) }
        }
    }
}
