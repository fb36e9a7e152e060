/// The rows of an eager `ForEach` put in place after a change in one pass.
///
/// Applied one by one, each removal, insertion or move of a row shifts the
/// rows after it and gives each of them its index again, in the `ForEach`
/// node and in its container's layout: a filter of 5,000 rows to a third made
/// 3,300 removals of about 2,500 shifts each. The diff knows where every row
/// ends up, so the rows that stay are put in their new order once, the
/// removed ones torn down and the new ones built in their places, and the
/// container's displayables follow in the same walk.
extension ViewNode {
    /// The fewest edits put in place in one pass; fewer cost less one by one.
    static let editsPutInPlaceInOnePass = 8

    /// Puts this `ForEach` node's rows in place after `changes`, building
    /// new rows from `rows`, and returns which children were just built; `nil`
    /// (and nothing done) when its rows cannot be put in place at once: rows
    /// of varying displayables, a modifier on the way to the container, or a
    /// container that places each row itself (a lazy stack). Asked only when
    /// `changes` has more than a few edits, which cost less one by one.
    ///
    /// The container's edits are recorded as applying `changes.edits` one by one records them.
    func putRowsInPlace<Row: View>(_ changes: IdentityChanges, rows: [Row]) -> [Bool]? {
        guard lazyRows == nil,
              let perRow = uniformChildCount, perRow > 0, displayableCount == children.count * perRow,
              changes.oldCount == children.count, changes.newCount == rows.count,
              let (container, layout, path) = plainContainer() else { return nil }
        let base = offset(within: container)
        let oldCount = displayableCount
        guard base + oldCount <= layout.children.count else { return nil }
        let oldChildren = Array(children)
        let oldLayouts = Array(layout.children[base..<(base + oldCount)])
        let sources = changes.sources()
        // Every row's displayables leave the container at once; those of rows that stay come back below.
        layout.children.removeSubrange(base..<(base + oldCount))
        for node in path { node.displayableCount -= oldCount }
        children.removeAll()
        children.reserveCapacity(sources.count)
        // Removed rows go first, as when each edit is applied in turn.
        var stays = [Bool](repeating: false, count: oldChildren.count)
        for old in sources where old >= 0 { stays[old] = true }
        for old in oldChildren.indices where !stays[old] {
            for removed in oldLayouts[(old * perRow)..<((old + 1) * perRow)] { removed.parent = nil }
            oldChildren[old].tearDown()
        }
        // New rows publish their displayables as they are built, each in its
        // place: the container holds the rows before it by then. The edits
        // are recorded afterwards, in the order the diff gave them.
        let recordsEdits = graph.recordsEdits
        graph.holdsBackEdits = true
        var fresh = [Bool](repeating: false, count: sources.count)
        for new in sources.indices {
            let old = sources[new]
            guard old >= 0 else {
                addChild(rows[new], at: new)
                fresh[new] = true
                continue
            }
            let child = oldChildren[old]
            child.index = new
            children.append(child)
            layout.children.insert(contentsOf: oldLayouts[(old * perRow)..<((old + 1) * perRow)], at: base + new * perRow)
            for node in path { node.displayableCount += perRow }
        }
        graph.rowPlacementSteps += sources.count
        graph.holdsBackEdits = false
        layout.setNeedsLayout()
        if recordsEdits {
            for edit in changes.edits { edit.displayEdits(base: base, perRow: perRow) { graph.record($0) } }
        }
        return fresh
    }

    /// The nearest container, when only structural nodes stand between it and
    /// this node and its layout lets its children be rearranged at once; with
    /// the nodes whose displayables pass through on the way, this one first.
    private func plainContainer() -> (node: ViewNode, layout: LayoutNode, path: [ViewNode])? {
        var path: [ViewNode] = [self]
        var current = self
        while let parent = current.parent {
            switch parent.role {
            case .container(let layout):
                return layout.rearrangesChildrenPlainly ? (parent, layout, path) : nil
            case .passThrough:
                path.append(parent)
                current = parent
            case .unary, .modifier:
                return nil
            }
        }
        return nil
    }
}
