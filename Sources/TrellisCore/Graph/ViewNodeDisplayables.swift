/// How displayables are counted, published and passed up to the nearest
/// container: every edit a node makes reaches its container as an offset.
extension ViewNode {
    /// The offset of `child`'s first displayable within this node's displayables.
    func offset(ofChild child: ViewNode) -> Int {
        if let count = uniformChildCount { return (child.virtualIndex ?? child.index) * count }
        // The first child, and the only child of a modifier or a body, starts at 0.
        if child.index == 0 { return 0 }
        var sum = 0
        for sibling in children[..<child.index] { sum += sibling.displayableCount }
        return sum
    }

    /// The offset of this node's first displayable among those of `container`,
    /// an ancestor: the sum of the offsets of each node on the way up.
    func offset(within container: ViewNode) -> Int {
        var offset = 0
        var current = self
        while let parent = current.parent, parent !== container {
            offset += parent.offset(ofChild: current)
            current = parent
        }
        return offset + container.offset(ofChild: current)
    }

    /// A unary view or container publishes its own displayable.
    package func publish(_ layout: LayoutNode) {
        // Owned from the start, its marks count in this window even before it joins the tree.
        layout.adoptOwnerIfNone(graph.pipelineOwner)
        self.layout = layout
        displayableCount = 1
        // Unwrapped, not mapped: a main-actor closure given to `Optional.map` checks the executor on each call.
        if let parent {
            parent.receiveInsertion(of: layout, at: parent.offset(ofChild: self))
        } else if graph.catchesRowLayoutOutOfTree {
            graph.rowLayoutOutOfTree = layout
        }
    }

    /// A unary view or container says its own displayable has new content,
    /// which records the change edit. What must be measured, placed or painted
    /// again is for its layout node to say, and its setters do, each only on a
    /// real change (as Flutter's `markNeedsLayout` and `markNeedsPaint`): a new
    /// colour repaints without layout, and asking here as well walked every
    /// ancestor a second time, so selecting a list row placed every built row.
    package func publishChange() {
        // The edit is all the walk up to the container is for.
        guard graph.recordsEdits else { return }
        if let parent { parent.receiveChange(at: parent.offset(ofChild: self)) }
    }

    /// A modifier whose own value changed: each of its displayables changed.
    func publishChangeOfEachDisplayable() {
        guard graph.recordsEdits, let parent else { return }
        let base = parent.offset(ofChild: self)
        for offset in 0..<displayableCount {
            parent.receiveChange(at: base + offset)
        }
    }

    func receiveInsertion(of layout: LayoutNode, at offset: Int) {
        switch role {
        case .container(let container):
            container.adoptOwnerIfNone(graph.pipelineOwner)
            container.insertChild(layout, at: offset)
            if isMounted { graph.record(.inserted(offset)) }
        case .modifier(let host):
            displayableCount += 1
            forwardInsertion(of: host.wrap(layout, at: offset), at: offset)
        case .passThrough, .unary:
            if let lazyRows {
                lazyRows.layout.attach(layout, at: lazyRows.baseOffset + offset)
                return
            }
            displayableCount += 1
            forwardInsertion(of: layout, at: offset)
        }
    }

    private func forwardInsertion(of layout: LayoutNode, at offset: Int) {
        guard let parent else {
            // The top of a row out of its lazy list, being brought up to date to come back.
            if graph.catchesRowLayoutOutOfTree { graph.rowLayoutOutOfTree = layout }
            return
        }
        parent.receiveInsertion(of: layout, at: parent.offset(ofChild: self) + offset)
    }

    func receiveRemoval(at offset: Int) {
        switch role {
        case .container(let container):
            container.removeChild(at: offset)
            graph.record(.removed(offset))
            return
        case .modifier(let host):
            host.unwrap(at: offset)
        case .passThrough, .unary:
            if let lazyRows {
                lazyRows.layout.detach(at: lazyRows.baseOffset + offset)
                return
            }
        }
        displayableCount -= 1
        guard let parent else { return }
        parent.receiveRemoval(at: parent.offset(ofChild: self) + offset)
    }

    func receiveChange(at offset: Int) {
        // A loop, not a call per level: a text 1,000 levels down climbs through
        // 3,000 nodes to its container, and nothing on the way changes.
        var node = self, offset = offset
        while true {
            if case .container = node.role {
                graph.record(.changed(offset))
                return
            }
            guard let parent = node.parent else { return }
            offset += parent.offset(ofChild: node)
            node = parent
        }
    }

    func receiveMove(from source: Int, to destination: Int) {
        switch role {
        case .container(let container):
            container.moveChild(from: source, to: destination)
            graph.record(.moved(from: source, to: destination))
            return
        case .modifier(let host):
            host.moveWrapper(from: source, to: destination)
        case .passThrough, .unary:
            break
        }
        guard let parent else { return }
        let base = parent.offset(ofChild: self)
        parent.receiveMove(from: base + source, to: base + destination)
    }
}
