extension DisplayListBuilder {
    /// Brings `node`'s graphics, which start at `start` in the kept list, up to
    /// date; returns how many more (or fewer) graphics it draws than before.
    ///
    /// A node whose own drawing and child order did not change, and whose
    /// marked children were all drawn last time, is gone through rather than
    /// drawn: each marked child is brought up to date where it stands, and the
    /// node's other children are not looked at. Otherwise the node draws
    /// again, into a run that replaces its old graphics.
    func update(_ node: LayoutNode, at start: Int) -> Int {
        guard node.display.needsRebuild else { return 0 }
        let enclosesWrite = !writeAnimations.isEmpty && enterWriteAnimation(of: node)
        defer { if enclosesWrite { enclosingWriteAnimations.removeLast() } }
        var change = 0
        if let child = onlyMarkedChild(of: node) {
            // The common case, one path down through many levels, needs no list of children.
            guard node.display.descendsThroughMarkedChildren else { return redraw(node, at: start) }
            if child.display.needsRebuild {
                guard let adjustment = adjustmentInPlace(of: child, in: node) else { return redraw(node, at: start) }
                nodesVisited += 1
                // Going through it: repaints noted below it must know whether it lets them through.
                let barrier = node.letsContentRepaintThrough ? 0 : 1
                opaqueDepth += barrier
                change = update(child, adjustedBy: adjustment, in: node, at: start)
                opaqueDepth -= barrier
            } else {
                nodesVisited += 1
            }
        } else if isUnchangedWithin(node) {
            nodesVisited += 1
        } else {
            guard let marked = childrenToUpdateInPlace(of: node) else { return redraw(node, at: start) }
            nodesVisited += 1
            let barrier = node.letsContentRepaintThrough ? 0 : 1
            opaqueDepth += barrier
            for (child, adjustment) in marked {
                change += update(child, adjustedBy: adjustment, in: node, at: start)
            }
            opaqueDepth -= barrier
        }
        node.display.count += change
        node.display.needsRebuild = false
        node.forgetMarkedChildren()
        node.didRebuildChildrenInPlace()
        return change
    }

    /// Brings `child` of `node` (whose graphics start at `start`) up to date
    /// where it stands; returns how many graphics it gained or lost.
    private func update(_ child: LayoutNode, adjustedBy adjustment: ChildGraphicsAdjustment,
                        in node: LayoutNode, at start: Int) -> Int {
        // Most levels (a padding, a frame, a stack) leave their children's
        // graphics as drawn: such an adjustment does nothing in a redraw, so
        // it is not kept, which spared copying it at every level of a deep path.
        let adjusts = !adjustment.isUnchanged
        if adjusts { adjustments.append(adjustment) }
        let grown = update(child, at: start + child.display.offsetInParent)
        if adjusts { adjustments.removeLast() }
        guard grown != 0 else { return 0 }
        // Later children's graphics moved along with the grown child's end.
        let siblings = node.display.drawnChildren
        var index = child.display.paintIndex + 1
        while index < siblings.count {
            siblings[index].display.offsetInParent += grown
            index += 1
        }
        return grown
    }

    /// The one child marks came through, when there is one: listed alone, or
    /// the one child `node` drew, which marks do not list (`markDisplayPath`).
    /// With no list and that child unmarked, the mark was the node's own (it
    /// moved, say), and `nil` has it drawn again.
    private func onlyMarkedChild(of node: LayoutNode) -> LayoutNode? {
        guard node.display.markedChildren.isEmpty else { return node.display.markedChildren.only }
        guard node.display.drawnChildren.count == 1, node.display.movedBy == nil else { return nil }
        let child = node.display.drawnChildren[0]
        return child.display.needsRebuild ? child : nil
    }

    /// Whether `node` was marked though nothing it draws changed: not its own
    /// drawing, not its place, and no child marked since (a lazy stack whose
    /// rows were relocated where they stood, or that grew below the fold).
    /// Drawing it again would copy and re-measure every visible row.
    func isUnchangedWithin(_ node: LayoutNode) -> Bool {
        guard node.display.descendsThroughMarkedChildren, node.display.markedChildren.isEmpty,
              node.display.movedBy == nil else { return false }
        // Marks through a node's one drawn child are not listed (`markDisplayPath`).
        let drawn = node.display.drawnChildren
        return drawn.count != 1 || !drawn[0].display.needsRebuild
    }

    /// Whether `node` may be gone through rather than drawn again: drawn
    /// before, nothing of its own changed, and marked through a child.
    private func canUpdateInPlace(_ node: LayoutNode) -> Bool {
        node.display.descendsThroughMarkedChildren && !node.display.markedChildren.isEmpty
    }

    /// What `node` does to `child`'s graphics, when `child` was drawn last
    /// time where it still stands; `nil` when `node` must draw again.
    private func adjustmentInPlace(of child: LayoutNode, in node: LayoutNode) -> ChildGraphicsAdjustment? {
        // A child not drawn last time (hidden, or new) has no place to be brought up to date in.
        // The fields are read where they are: a copy of the node's whole display state
        // retained and released its arrays, at every level of a deep path.
        let paintIndex = child.display.paintIndex
        guard child.parent === node, child.display.placedInBuild == node.display.builtIn,
              paintIndex < node.display.drawnChildren.count,
              node.display.drawnChildren[paintIndex] === child else { return nil }
        return node.adjustment(forRebuilding: child)
    }

    /// The marked children of `node` in paint order, each with what `node`
    /// does to its graphics; `nil` when `node` must draw again instead.
    private func childrenToUpdateInPlace(of node: LayoutNode) -> [(LayoutNode, ChildGraphicsAdjustment)]? {
        guard canUpdateInPlace(node) else { return nil }
        var marked: [(LayoutNode, ChildGraphicsAdjustment)] = []
        var next = node.display.markedChildren.first
        while let child = next {
            next = child.display.nextMarked
            guard child.display.needsRebuild else { continue }
            guard let adjustment = adjustmentInPlace(of: child, in: node) else { return nil }
            marked.append((child, adjustment))
        }
        // Marks mostly arrive in paint order (a frame's bodies run in the order
        // their models changed); a sort with a closure per comparison would
        // still cost a thousand changed labels a few thousand calls.
        if !Self.isInPaintOrder(marked) { marked.sort { $0.0.display.paintIndex < $1.0.display.paintIndex } }
        return marked
    }

    private static func isInPaintOrder(_ marked: [(LayoutNode, ChildGraphicsAdjustment)]) -> Bool {
        var previous = Int.min
        for (child, _) in marked {
            let index = child.display.paintIndex
            if index < previous { return false }
            previous = index
        }
        return true
    }

    /// Draws `node` again into a run of its own, copying its unmarked
    /// children from the kept list, gives the new graphics every enclosing
    /// node's effect, and puts the run in place of the node's old graphics.
    private func redraw(_ node: LayoutNode, at start: Int) -> Int {
        if redrawChangedGraphics(of: node, at: start) { return 0 }
        let oldCount = node.display.count
        let touchedOldMark = touchedOld.count
        runOldStart = start
        touchedRanges.removeAll(keepingCapacity: true)
        reorderedRanges.removeAll(keepingCapacity: true)
        copies.removeAll(keepingCapacity: true)
        var run = DisplayList()
        run.context = runContext
        // Most redraws draw about as many graphics as before; growing by doubling would copy the run several times.
        run.reserveCapacity(oldCount + 8)
        runBase = start
        append(node, to: &run)
        runBase = 0
        runOldStart = nil
        // Innermost first, as the enclosing nodes' `appendGraphics` would have applied them.
        for adjustment in adjustments.reversed() {
            if let modify = adjustment.modify { run.modifyGraphics(from: 0, modify) }
        }
        let count = run.graphics.count
        for stamp in run.animationStamps {
            stamps.append(AnimationStamp(range: (stamp.range.lowerBound + start)..<(stamp.range.upperBound + start),
                                         animation: stamp.animation))
        }
        for adjustment in adjustments.reversed() {
            if let animation = adjustment.stamp, count > 0 {
                stamps.append(AnimationStamp(range: start..<(start + count), animation: animation))
            }
        }
        if let animation = enclosingWriteAnimations.last, count > 0 {
            writeStamps.append(AnimationStamp(range: start..<(start + count), animation: animation))
        }
        // Drawn again as it was, but for a few graphics (an editor's edited row
        // and caret among a screenful of rows): only those are put in place.
        if count == oldCount, count > 1, copies.isEmpty, reorderedRanges.isEmpty,
           let changed = changedRuns(of: run.graphics, replacingAt: start) {
            putInPlace(changed, of: run.takeGraphics(), at: start, touchedOldFrom: touchedOldMark)
            return 0
        }
        var touchedCount = 0
        for range in touchedRanges { touchedCount += range.count }
        for range in reorderedRanges { touchedCount += range.count }
        changes.touched.reserveCapacity(changes.touched.count + touchedCount)
        for range in touchedRanges {
            for index in range { changes.touched[run.graphics[index].id] = start + index }
        }
        for range in reorderedRanges {
            for index in range {
                let id = run.graphics[index].id
                changes.touched[id] = start + index
                changes.reordered.insert(id)
            }
        }
        splices.append(DisplaySplice(range: start..<(start + oldCount), count: count, copied: copies))
        let replaced = graphics.exchangeSubrange(start..<(start + oldCount), with: run.takeGraphics())
        if oldCount > 0 { changes.replaced.append((start, replaced)) }
        return count - oldCount
    }
}
