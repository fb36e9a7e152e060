/// A repaint in place: a node whose one graphic changed only in content (a
/// string that keeps its size, a new colour) has that graphic's content
/// replaced where it stands in the kept list, found by the index the last
/// build noted, with no mark going up to the root and no walk coming down.
///
/// A change 1,000 levels deep would otherwise walk the path twice, up to mark
/// it and down to build it, for one graphic whose place, size and enclosing
/// effects are as they were. What an enclosing node does to a graphic (an
/// opacity, a clip, an effect, a transition) never touches its content, so
/// the graphic in the list, those already applied, only needs the new
/// content; nodes for which that does not hold say so
/// (`letsContentRepaintThrough`), and a graphic under one is never noted.
///
/// The repaint is a shortcut only when nothing else was marked: any mark
/// (something moved, came or went) may move graphics in the list, so then
/// every queued node is marked the usual way and the build goes down as before.
extension DisplayListBuilder {
    /// Notes where `node`'s one graphic (at `index` in the run being built)
    /// stands in the kept list, when nothing around it stops a repaint in place.
    func noteRepaintIndex(of node: LayoutNode, at index: Int?) {
        guard let index, opaqueDepth == 0 else {
            node.display.repaintIndex = -1
            return
        }
        node.display.repaintIndex = runBase + index
    }

    /// Repaints the nodes `owner` queued, whose tree this builder builds, in
    /// place when `inPlace` and every one of them still stands where it was
    /// noted; otherwise marks them the usual way (unless `marking` is off: a
    /// build afresh draws everything).
    func repaintQueuedNodes(of owner: PipelineOwner, inPlace: Bool, marking: Bool) {
        var queued = owner.takePendingRepaints()
        if !inPlace || !repaintInPlace(queued, of: owner), marking {
            for node in queued { node.setNeedsDisplay() }
        }
        queued.removeAll(keepingCapacity: true)
        owner.reuseForRepaints(queued)
    }

    /// Replaces the content of each node's graphic in the kept list; `false`,
    /// changing nothing, when any of them cannot be (its place is not known,
    /// or it no longer draws one graphic with its id).
    private func repaintInPlace(_ nodes: [LayoutNode], of owner: PipelineOwner) -> Bool {
        // The fresh graphics are moved out of the scratch list and their
        // content moved into the kept list's: 1,000 labels changing in a frame
        // copied each graphic, and retained what it holds, five times.
        var patches: [(index: Int, fresh: Graphic)] = []
        patches.reserveCapacity(nodes.count)
        var inListOrder = true
        for node in nodes {
            let index = node.display.repaintIndex
            guard index >= 0, index < graphics.count, node.cachedOwner === owner,
                  node.display.ownIDs.count == 1, let id = node.display.ownIDs.first,
                  graphics[index].id == id else { return false }
            repaintScratch.removeAll()
            node.appendGraphics(to: &repaintScratch)
            guard repaintScratch.animationStamps.isEmpty, let fresh = repaintScratch.takeOnlyGraphic(),
                  fresh.id == id else { return false }
            if let last = patches.last, last.index > index { inListOrder = false }
            patches.append((index, fresh))
        }
        repaintScratch.removeAll()
        // In list order, as the splices of a build going down are.
        if !inListOrder { patches.sort { $0.index < $1.index } }
        changes.touched.reserveCapacity(changes.touched.count + patches.count)
        for patch in patches.indices {
            let index = patches[patch].index
            changes.replaced.append((index, [graphics[index]]))
            graphics[index].content = patches[patch].fresh.content
            graphics[index].version = patches[patch].fresh.version
            changes.touched[graphics[index].id] = index
            splices.append(DisplaySplice(range: index..<(index + 1), count: 1))
        }
        nodesVisited += patches.count
        return true
    }
}

extension LayoutNode {
    /// Asks for this node's one graphic to be drawn again with new content,
    /// nothing else about it (frame, size, count) having changed: repainted
    /// in place at the next build when the last build noted where it stands,
    /// otherwise marked as `setNeedsDisplay()` does.
    package final func repaintContent() {
        markAccessibilityPath(owner: pipelineOwnerIfAny)
        // An index was noted by a build, which gave the tree its owner.
        guard !display.needsRebuild, display.repaintIndex >= 0, let owner = pipelineOwnerIfAny else {
            setNeedsDisplay()
            return
        }
        owner.queueRepaint(of: self)
    }
}
