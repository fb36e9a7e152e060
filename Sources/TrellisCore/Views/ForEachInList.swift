/// A `ForEach` whose elements are rows of a `List` tells the list which
/// element each row shows, so rows are tagged with their element's id for
/// selection, and Delete and drags can call its `onDelete` and `onMove`.
extension ForEach {
    /// Joins the enclosing list, if there is one, or brings what it knows up to date.
    func joinList(_ node: ViewNode, ids: [ID]) {
        if let rows = node.listRowSource as? ForEachListRows<ID> {
            rows.ids = ids
            rows.deleteAction = deleteAction
            rows.moveAction = moveAction
            return
        }
        if let (container, layout) = ListLayout.enclosing(node) {
            let rows = ForEachListRows<ID>(node: node, container: container)
            rows.ids = ids
            rows.deleteAction = deleteAction
            rows.moveAction = moveAction
            node.listRowSource = rows
            layout.register(rows)
        } else if let (container, picker) = Self.enclosingPicker(node) {
            // A picker's options made by a `ForEach` stand for their elements' ids.
            let rows = ForEachListRows<ID>(node: node, container: container)
            rows.ids = ids
            node.listRowSource = rows
            picker.register(rows)
        }
    }

    /// The picker (an `OptionRowsContainer`) whose options this `ForEach` makes, if any.
    private static func enclosingPicker(_ node: ViewNode) -> (container: ViewNode, layout: any OptionRowsContainer)? {
        var current = node
        while let parent = current.parent {
            switch parent.role {
            case .container(let layout as any OptionRowsContainer): return (parent, layout)
            case .passThrough, .modifier: current = parent
            default: return nil
            }
        }
        return nil
    }
}

/// The rows of one `ForEach` in a list, found from the `ForEach`'s node:
/// where they start among the list's rows, and how many each element makes.
@MainActor
final class ForEachListRows<ID: Hashable>: ListRowSource {
    unowned let node: ViewNode
    unowned let container: ViewNode
    var ids: [ID] = []
    var deleteAction: ((IndexSet) -> Void)?
    var moveAction: ((IndexSet, Int) -> Void)?

    init(node: ViewNode, container: ViewNode) {
        self.node = node
        self.container = container
    }

    var elementCount: Int { ids.count }

    var isAttached: Bool { !node.isDetached }

    /// Where the first row sits among the list's rows.
    private var baseOffset: Int {
        node.offset(within: container)
    }

    /// Rows per element when every element makes the same number.
    private var rowsPerElement: Int? {
        node.lazyRows?.perElement ?? node.uniformChildCount
    }

    func rows(ofElement element: Int) -> Range<Int> {
        let base = baseOffset
        if let per = rowsPerElement { return (base + element * per)..<(base + element * per + per) }
        guard node.children.indices.contains(element) else { return base..<base }
        let start = base + node.offset(ofChild: node.children[element])
        return start..<(start + node.children[element].displayableCount)
    }

    func element(atRow offset: Int) -> Int? {
        let local = offset - baseOffset
        guard local >= 0 else { return nil }
        if let per = rowsPerElement {
            guard per > 0, local / per < ids.count else { return nil }
            return local / per
        }
        var start = 0
        for child in node.children {
            if local < start + child.displayableCount { return child.index }
            start += child.displayableCount
        }
        return nil
    }

    func tag(ofRow offset: Int) -> AnyHashable? {
        element(atRow: offset).map { AnyHashable(ids[$0]) }
    }

    func rows(withTag tag: AnyHashable) -> Range<Int>? {
        guard let id = tag.base as? ID, let element = ids.firstIndex(of: id) else { return nil }
        return rows(ofElement: element)
    }
}
