/// A row taken out of a lazy list and kept, whole, for an element built later.
struct ParkedRow {
    /// The row's node, out of the graph: no parent, no place among the rows.
    let node: ViewNode
    /// The layout node the row gave the stack, detached from it.
    let layout: LayoutNode
    /// The display build during which the row left: its graphics are out of
    /// the list only once a later build ran, so it may come back only after.
    let leftInBuild: Int
    /// The id of the element the row showed, which takes it back first.
    let identity: KeptIdentity

    /// Whether the row may come back, in build `build`, to show `view`: it
    /// left in an earlier build, and its view is of the same type.
    @MainActor func fits(_ view: any View, before build: Int) -> Bool {
        guard leftInBuild < build else { return false }
        return ObjectIdentifier(type(of: node.view)) == ObjectIdentifier(type(of: view))
    }
}

/// Rows that leave a lazy list (it was cleared, or they scrolled away) are
/// kept for the rows it builds later, when nothing in them belongs to their
/// identity (`IdentityFreeRows`) and nothing they read can change while they
/// wait: such a row comes back updated with its new element's view, where
/// tearing it down and building another would free and make the same few
/// dozen objects again. At most a screen of rows waits, for as long as the
/// list lives.
///
/// A row waits under the id of the element it showed, and that element, if
/// it comes back (a filter undone, a list scrolled back, rows shuffled), takes
/// its own row back first: the row's view is then equal to the one it left
/// with, so nothing in it changes, and its graphics keep their ids and
/// versions, whose pictures the renderer may still hold
/// (`SpareTextTextures`). Other elements take the rows that waited longest,
/// whose elements are the least likely to come back; beyond `parkingLimit`
/// those are torn down once the rows in view are built.
extension LazyRows {
    /// The most rows kept waiting: a screen or two.
    static let parkingLimit = 64

    /// Keeps `row`, whose layout node `layout` the stack let go of, rather than
    /// tearing it down, under the id `identity`; returns false when it must be torn down after all.
    func park(_ row: ViewNode, layout rowLayout: LayoutNode?, identity: @autoclosure () -> KeptIdentity) -> Bool {
        guard let rowLayout, perElement == 1, parked.count < 2 * Self.parkingLimit, rowLayout.parent == nil,
              isUnanimated, row.keepsNoIdentity(countingModelReads: true) else { return false }
        row.parent = nil
        parked.append(ParkedRow(node: row, layout: rowLayout, leftInBuild: node.graph.displayBuilder.generation,
                                identity: identity()))
        return true
    }

    /// Where the row that last showed the element at `index` waits, if it does.
    /// A loop over a few dozen numbers: a closure made on the main actor
    /// checked the executor for each row, and a dictionary of boxed ids
    /// hashed each through its box.
    func parkedRow(showing index: Int) -> Int? {
        guard !parked.isEmpty else { return nil }
        let key = identities.key(index)
        var position = parked.count - 1
        while position >= 0 {
            if parked[position].identity.key == key, identities.matches(parked[position].identity, at: index) { return position }
            position -= 1
        }
        return nil
    }

    /// The kept rows that come back for the `views` of `elements`, in order;
    /// nil where a row is built anew. Each element first takes the row that
    /// showed it, then the rest take the rows that waited longest.
    func parkedRows(for elements: [Int], views: [any View]) -> [Int?] {
        var chosen = [Int?](repeating: nil, count: elements.count)
        guard !parked.isEmpty else { return chosen }
        // Rows that left during this build still have their graphics in the list being replaced.
        let build = node.graph.displayBuilder.generation
        var taken = [Bool](repeating: false, count: parked.count)
        for position in elements.indices {
            guard let index = parkedRow(showing: elements[position]), !taken[index],
                  parked[index].fits(views[position], before: build) else { continue }
            chosen[position] = index
            taken[index] = true
        }
        var oldest = 0
        for position in elements.indices where chosen[position] == nil {
            while oldest < parked.count, taken[oldest] || parked[oldest].leftInBuild >= build { oldest += 1 }
            guard oldest < parked.count else { break }
            // A row of another type is no use to this element; the next may take it.
            guard parked[oldest].fits(views[position], before: build) else { continue }
            chosen[position] = oldest
            taken[oldest] = true
        }
        return chosen
    }

    /// Tears down the rows that waited longest, beyond `parkingLimit`.
    func trimParked() {
        guard parked.count > Self.parkingLimit else { return }
        let excess = parked.count - Self.parkingLimit
        for index in 0..<excess { parked[index].node.tearDown() }
        parked.removeFirst(excess)
    }

    /// Takes the kept rows at `indices` out of the waiting list, in their order.
    func takeParked(_ indices: [Int?]) -> [ParkedRow?] {
        let rows = indices.map { $0.map { parked[$0] } }
        var leaving = indices.compactMap { $0 }
        guard !leaving.isEmpty else { return rows }
        leaving.sort()
        for index in leaving.reversed() { parked.remove(at: index) }
        return rows
    }

    /// Puts the kept row `waiting` back to show `view` as `element`, at `position` among the built rows.
    func unpark(_ waiting: ParkedRow, showing view: any View, at position: Int, element: Int) {
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
