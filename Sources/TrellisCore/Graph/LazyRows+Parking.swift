/// A row taken out of a lazy list and kept, whole, for an element built later.
struct ParkedRow {
    /// The row's node, out of the graph: no parent, no place among the rows.
    let node: ViewNode
    /// The layout node the row gave the stack, detached from it.
    let layout: LayoutNode
    /// The display build during which the row left: its graphics are out of
    /// the list only once a later build ran, so it may come back only after.
    let leftInBuild: Int
}

/// Rows that leave a lazy list (it was cleared, or they scrolled away) are
/// kept for the rows it builds later, when nothing in them belongs to their
/// identity (`IdentityFreeRows`) and nothing they read can change while they
/// wait: such a row comes back updated with its new element's view, where
/// tearing it down and building another would free and make the same few
/// dozen objects again. At most a screen of rows waits, for as long as the
/// list lives.
extension LazyRows {
    /// The most rows kept waiting: a screen or two.
    static let parkingLimit = 64

    /// Keeps `row`, whose layout node `layout` the stack let go of, rather than
    /// tearing it down; returns false when it must be torn down after all.
    func park(_ row: ViewNode, layout rowLayout: LayoutNode?) -> Bool {
        guard let rowLayout, perElement == 1, parked.count < Self.parkingLimit, rowLayout.parent == nil,
              isUnanimated, row.keepsNoIdentity(countingModelReads: true) else { return false }
        row.parent = nil
        parked.append(ParkedRow(node: row, layout: rowLayout, leftInBuild: node.graph.displayBuilder.generation))
        return true
    }

    /// Puts a kept row back to show `view` as `element`, at `position` among
    /// the built rows; returns false when none may come back for it.
    func unpark(showing view: any View, at position: Int, element: Int) -> Bool {
        // The latest to leave before this build: rows that left during it
        // still have their graphics in the list being replaced.
        let build = node.graph.displayBuilder.generation
        var index = parked.count - 1
        while index >= 0, parked[index].leftInBuild >= build { index -= 1 }
        guard index >= 0, ObjectIdentifier(type(of: parked[index].node.view)) == ObjectIdentifier(type(of: view))
        else { return false }
        let waiting = parked.remove(at: index)
        let row = waiting.node
        // Brought up to date while still out of the tree, so that what it
        // marks stops at the row: put back, it is measured and placed with
        // the rows being placed, and asks nothing of the stack's ancestors.
        // An update that takes another branch (`if`, `switch`) gives the row a
        // new layout, which reaches the top of the row and no further: kept
        // there (`ViewGraph.rowLayoutOutOfTree`), it is the one put back.
        let graph = node.graph
        graph.rowLayoutOutOfTree = nil
        graph.catchesRowLayoutOutOfTree = true
        let environment = node.childEnvironment
        if !row.environment.isStoredIdentically(to: environment) { row.receiveEnvironment(environment) }
        row.update(to: view)
        graph.catchesRowLayoutOutOfTree = false
        let rowLayout = graph.rowLayoutOutOfTree ?? waiting.layout
        graph.rowLayoutOutOfTree = nil
        // Drawn before, elsewhere: to the display builder it is a new row.
        rowLayout.forgetDisplayState()
        row.parent = node
        row.virtualIndex = element
        node.children.insert(row, at: position)
        node.reindexChildren(from: position)
        node.receiveInsertion(of: rowLayout, at: node.offset(ofChild: row))
        return true
    }

    /// Whether this frame's change reaches the list unanimated: an animated
    /// one shows rows leaving and arriving, each with its transition.
    var isUnanimated: Bool {
        node.graph.writeTransactions.animation(reaching: node) ?? node.graph.frameAnimation == nil
    }
}

extension LayoutNode {
    /// Forgets what the display builder kept about this subtree, as if it had
    /// never been drawn: a row put back in a list is drawn as a new one.
    func forgetDisplayState() {
        // Whether, and where, this node is listed among its old parent's
        // marked children is that list's: cutting its link would lose the
        // children listed after it.
        let listed = display.isInMarkedChildren, next = display.nextMarked
        // Its kept accessibility objects are of the row it showed before: marked
        // changed in the span under way, which its next tree builds again.
        forgetDisplayStateBelowParent(accessibilityEpoch: pipelineOwnerIfAny?.accessibilityEpoch ?? .max)
        display.isInMarkedChildren = listed
        display.nextMarked = next
    }

    private func forgetDisplayStateBelowParent(accessibilityEpoch: UInt32) {
        display.forgetAll()
        self.accessibilityEpoch = accessibilityEpoch
        for child in children { child.forgetDisplayStateBelowParent(accessibilityEpoch: accessibilityEpoch) }
    }
}
