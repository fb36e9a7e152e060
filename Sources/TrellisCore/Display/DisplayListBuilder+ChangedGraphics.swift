/// A node that draws many graphics of its own, and knows which of them an
/// edit changed, draws only those (`LayoutNode.appendChangedGraphics`); each
/// is put where its old self stands in the kept list.
///
/// An editor's keystroke changes one row and the caret of a screenful of
/// rows. Drawn whole, every row's graphic was made, compared with the one it
/// replaced and kept again, for a seventh of the keystroke, though the
/// builder then found all but two unchanged.
///
/// Only a node drawing no children and redrawn where it stands takes this
/// path, when no animation is stamped on its graphics (a stamp covers the
/// node's whole run). The node keeps to its side of the contract: the
/// graphics it leaves out are as last drawn, and none comes or goes.
extension DisplayListBuilder {
    /// Puts in place the graphics `node` says changed, when it can say, and
    /// returns `true`; `false`, changing nothing, when `node` must draw whole.
    func redrawChangedGraphics(of node: LayoutNode, at start: Int) -> Bool {
        guard node.children.isEmpty, node.display.drawnChildren.isEmpty, node.display.movedBy == nil,
              node.display.builtIn != 0, node.display.count == node.display.ownIDs.count,
              enclosingWriteAnimations.isEmpty, writeAnimations.isEmpty,
              !adjustments.contains(where: { $0.stamp != nil }) else { return false }
        var run = DisplayList()
        run.context = runContext
        guard node.appendChangedGraphics(to: &run), run.animationStamps.isEmpty else { return false }
        for adjustment in adjustments.reversed() {
            if let modify = adjustment.modify { run.modifyGraphics(from: 0, modify) }
        }
        // Each graphic's place, found among the node's own in the order drawn.
        let own = node.display.ownIDs
        var places: [Int] = []
        places.reserveCapacity(run.graphics.count)
        var cursor = 0
        for graphic in run.graphics {
            while cursor < own.count, own[cursor] != graphic.id { cursor += 1 }
            guard cursor < own.count, graphics[start + cursor].id == graphic.id else { return false }
            places.append(start + cursor)
            cursor += 1
        }
        let fresh = run.takeGraphics()
        changes.touched.reserveCapacity(changes.touched.count + fresh.count)
        for (index, place) in places.enumerated() where !Self.same(fresh[index], graphics[place]) {
            touchedOld.append(graphics[place].id)
            changes.touched[fresh[index].id] = place
            changes.replaced.append((place, [graphics[place]]))
            splices.append(DisplaySplice(range: place..<(place + 1), count: 1))
            graphics[place] = fresh[index]
        }
        nodesVisited += 1
        nodesDrawnInPart += 1
        node.display.builtIn = generation
        node.display.needsRebuild = false
        node.display.changesAll = false
        node.display.ownChanged = false
        node.forgetMarkedChildren()
        return true
    }

    private static func same(_ new: Graphic, _ old: Graphic) -> Bool {
        withUnsafePointer(to: new) { new in withUnsafePointer(to: old) { old in same(new, old) } }
    }
}
