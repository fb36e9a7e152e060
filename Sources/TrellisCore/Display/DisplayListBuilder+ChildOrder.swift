/// How a redrawn node's children compare with those it drew last time: the
/// same ones in the same order (nearly always), or some gone or reordered,
/// whose graphics the frame's changes must name.
extension DisplayListBuilder {
    /// Whether the child records in `range` are of `nodes`, in order.
    func records(_ range: Range<Int>, are nodes: [LayoutNode]) -> Bool {
        guard nodes.count == range.count else { return false }
        var index = 0
        for record in range {
            guard childRecords[record].node === nodes[index] else { return false }
            index += 1
        }
        return true
    }

    /// Children drawn last time and not now are gone; children now drawn
    /// before one that used to come after them changed paint order.
    func compareChildren(of node: LayoutNode, now: Range<Int>, parentOldStart: Int) {
        let before = node.display.drawnChildren
        if before.count == now.count {
            var same = true
            for index in before.indices where before[index] !== childRecords[now.lowerBound + index].node {
                same = false
                break
            }
            if same { return }
        }
        var present = Set<ObjectIdentifier>(minimumCapacity: now.count)
        for child in now { present.insert(ObjectIdentifier(childRecords[child].node)) }
        for child in before where !present.contains(ObjectIdentifier(child)) {
            // Its offset is still the one this node gave it, unless another node drew it since.
            guard child.display.placedInBuild == node.display.builtIn else { continue }
            let oldStart = parentOldStart + child.display.offsetInParent
            guard oldStart + child.display.count <= graphics.count else { continue }
            for index in oldStart..<(oldStart + child.display.count) { touchedOld.append(graphics[index].id) }
        }
        var furthest = -1
        for child in now {
            guard let oldStart = childRecords[child].oldStart else { continue }
            if oldStart < furthest {
                reorderedRanges.append(childRecords[child].range)
            }
            furthest = max(furthest, oldStart)
        }
    }
}
