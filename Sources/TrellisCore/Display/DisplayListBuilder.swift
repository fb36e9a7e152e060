import Foundation

/// Keeps a window's display list from frame to frame, rebuilding only the
/// subtrees whose layout nodes were marked, and says which graphics changed.
///
/// Each frame starts at the root and goes down only through nodes marked
/// `needsRebuild`. A node that was not marked is copied whole from the last
/// list: where its graphics sat is known from its offset within its parent's,
/// so neither it nor anything inside it is visited. A rebuilt node reports as
/// changed the graphics it draws itself, those of children that left or were
/// drawn in another order, and, when it is marked `changesAll`, every graphic
/// of its subtree. Nothing else on screen can have changed.
@MainActor
package final class DisplayListBuilder {
    /// The builder running now, which `appendSubtree` asks; `nil` outside a
    /// build, when nodes append everything (a list made from scratch).
    static var active: DisplayListBuilder?

    private struct ChildRecord {
        var node: LayoutNode
        var range: Range<Int>
        var oldStart: Int?
    }

    private struct Frame {
        var node: LayoutNode
        var start: Int
        var oldStart: Int?
        /// This node or an enclosing one changed all it draws: nothing inside is copied,
        /// since a copy carries the enclosing modifiers' old effects.
        var buildsAfresh: Bool
        var children: [ChildRecord] = []
    }

    private var generation = 0
    private var previous: [Graphic] = []
    private var frames: [Frame] = []
    private var touchedRanges: [Range<Int>] = []
    private var touchedOld: [GraphicID] = []
    private var reorderedRanges: [Range<Int>] = []
    /// Whether the next build must start afresh (the root changed).
    private var lastRoot: ObjectIdentifier?

    /// Layout nodes whose `appendGraphics` ran in the last build.
    package private(set) var nodesVisited = 0
    /// Whether each build is compared with one from scratch, in debug builds:
    /// a mismatch warns once, counts in `mismatches` and the fresh list is used.
    package var checksAgainstFreshBuild = false
    /// Builds whose incremental list differed from one made from scratch.
    package private(set) var mismatches = 0

    /// Makes a builder with no list yet; `TRELLIS_DISPLAY_CHECK=1` turns the check on.
    package init() {
        checksAgainstFreshBuild = ProcessInfo.processInfo.environment["TRELLIS_DISPLAY_CHECK"] == "1"
    }

    /// Forgets the last list, so the next build visits every node.
    package func reset() {
        previous = []
        lastRoot = nil
    }

    /// The display list of `root`'s current layout, reusing the last list
    /// wherever nothing was marked, with `changes` telling what differs from it.
    package func build(_ root: LayoutNode) -> DisplayList {
        generation += 1
        nodesVisited = 0
        touchedRanges.removeAll(keepingCapacity: true)
        touchedOld.removeAll(keepingCapacity: true)
        reorderedRanges.removeAll(keepingCapacity: true)
        let isFirst = lastRoot != ObjectIdentifier(root)
        if isFirst { previous = [] }
        lastRoot = ObjectIdentifier(root)
        var list = DisplayList()
        list.reserveCapacity(previous.count)
        Self.active = self
        append(root, to: &list)
        Self.active = nil
        list.changes = isFirst ? .all : changes(in: list)
        #if DEBUG
        if checksAgainstFreshBuild { check(&list, root: root) }
        #endif
        previous = list.graphics
        return list
    }

    /// Appends `node`'s graphics: copied when it was not marked and its old
    /// place is known, otherwise built by the node.
    func append(_ node: LayoutNode, to list: inout DisplayList) {
        let start = list.graphics.count
        var oldStart: Int?
        if let parent = frames.last {
            if let parentStart = parent.oldStart, node.display.placedInBuild != 0,
               node.display.placedInBuild == parent.node.display.builtIn {
                oldStart = parentStart + node.display.offsetInParent
            }
        } else if !previous.isEmpty || node.display.count == 0, node.display.builtIn != 0 {
            oldStart = 0
        }
        if let known = oldStart, known + node.display.count > previous.count { oldStart = nil }
        if !node.display.needsRebuild, let oldStart, frames.last?.buildsAfresh != true {
            list.append(contentsOf: previous[oldStart..<(oldStart + node.display.count)])
        } else {
            rebuild(node, start: start, oldStart: oldStart, into: &list)
        }
        let end = list.graphics.count
        if !frames.isEmpty {
            node.display.offsetInParent = start - frames[frames.count - 1].start
            node.display.placedInBuild = generation
            frames[frames.count - 1].children.append(ChildRecord(node: node, range: start..<end, oldStart: oldStart))
        }
        node.display.count = end - start
    }

    private func rebuild(_ node: LayoutNode, start: Int, oldStart: Int?, into list: inout DisplayList) {
        nodesVisited += 1
        let afresh = node.display.changesAll || oldStart == nil || frames.last?.buildsAfresh == true
        frames.append(Frame(node: node, start: start, oldStart: oldStart, buildsAfresh: afresh))
        node.appendGraphics(to: &list)
        let frame = frames.removeLast()
        let end = list.graphics.count
        // What the node drew itself lies between its children's graphics.
        var own: [GraphicID] = []
        var ownRanges: [Range<Int>] = []
        var cursor = start
        for child in frame.children {
            if child.range.lowerBound > cursor { ownRanges.append(cursor..<child.range.lowerBound) }
            cursor = child.range.upperBound
        }
        if end > cursor { ownRanges.append(cursor..<end) }
        for range in ownRanges {
            for index in range { own.append(list.graphics[index].id) }
        }
        if let oldStart, !afresh {
            touchedOld.append(contentsOf: node.display.ownIDs)
            touchedRanges.append(contentsOf: ownRanges)
            compareChildren(of: node, now: frame.children, parentOldStart: oldStart)
        } else {
            if let oldStart {
                for index in oldStart..<(oldStart + node.display.count) { touchedOld.append(previous[index].id) }
            }
            touchedRanges.append(start..<end)
        }
        node.display.ownIDs = own
        node.display.drawnChildren = frame.children.map(\.node)
        node.display.builtIn = generation
        node.display.needsRebuild = false
        node.display.changesAll = false
    }

    /// Children drawn last time and not now are gone; children now drawn
    /// before one that used to come after them changed paint order.
    private func compareChildren(of node: LayoutNode, now: [ChildRecord], parentOldStart: Int) {
        let before = node.display.drawnChildren
        if before.count == now.count {
            var same = true
            for index in before.indices where before[index] !== now[index].node {
                same = false
                break
            }
            if same { return }
        }
        let present = Set(now.map { ObjectIdentifier($0.node) })
        for child in before where !present.contains(ObjectIdentifier(child)) {
            // Its offset is still the one this node gave it, unless another node drew it since.
            guard child.display.placedInBuild == node.display.builtIn else { continue }
            let oldStart = parentOldStart + child.display.offsetInParent
            guard oldStart + child.display.count <= previous.count else { continue }
            for index in oldStart..<(oldStart + child.display.count) { touchedOld.append(previous[index].id) }
        }
        var furthest = -1
        for child in now {
            guard let oldStart = child.oldStart else { continue }
            if oldStart < furthest {
                reorderedRanges.append(child.range)
            }
            furthest = max(furthest, oldStart)
        }
    }

    private func changes(in list: DisplayList) -> DisplayChanges {
        var changes = DisplayChanges.none
        for range in touchedRanges {
            for index in range { changes.touched[list.graphics[index].id] = index }
        }
        for range in reorderedRanges {
            for index in range {
                let id = list.graphics[index].id
                changes.touched[id] = index
                changes.reordered.insert(id)
            }
        }
        for id in touchedOld where changes.touched[id] == nil {
            changes.gone.insert(id)
        }
        return changes
    }

    #if DEBUG
    /// Builds the list again from scratch and compares; a difference is a
    /// missing mark, so it is reported and the fresh list shown.
    private func check(_ list: inout DisplayList, root: LayoutNode) {
        var fresh = DisplayList()
        root.appendGraphics(to: &fresh)
        guard fresh.graphics != list.graphics else { return }
        mismatches += 1
        let common = min(fresh.graphics.count, list.graphics.count)
        let index = (0..<common).first { fresh.graphics[$0] != list.graphics[$0] } ?? common
        Diagnostics.warnOnce("display-list-check", "The incremental display list differs from a fresh build at graphic \(index) of \(fresh.graphics.count) (incremental has \(list.graphics.count)); showing the fresh one")
        if ProcessInfo.processInfo.environment["TRELLIS_DISPLAY_CHECK_FATAL"] != nil {
            let a = index < fresh.graphics.count ? "\(fresh.graphics[index])" : "-"
            let b = index < list.graphics.count ? "\(list.graphics[index])" : "-"
            fatalError("display list mismatch at \(index):\nfresh \(a)\nincremental \(b)")
        }
        fresh.copyStamps(from: list)
        fresh.changes = .all
        list = fresh
        reset()
        lastRoot = ObjectIdentifier(root)
        markAll(root)
    }

    private func markAll(_ node: LayoutNode) {
        node.display.needsRebuild = true
        node.display.changesAll = true
        for child in node.children { markAll(child) }
    }
    #endif
}

extension LayoutNode {
    /// Marks every graphic this node draws, and its subtree draws, as changed,
    /// and the path to the root as needing a rebuild; layout is left alone.
    package final func setNeedsDisplay() {
        display.changesAll = true
        markDisplayPath()
    }

    /// Marks this node and its ancestors to be built again on the next frame:
    /// each draws its own graphics again and copies its unmarked children's.
    package final func markDisplayPath() {
        var node: LayoutNode? = self
        while let current = node {
            current.display.needsRebuild = true
            current.displayDidInvalidate()
            node = current.parent
        }
    }

    /// Whether anything in this subtree was marked since the last build.
    package final var needsDisplay: Bool { display.needsRebuild }

    /// Appends this node's subtree: through the active builder, which copies
    /// it when unmarked, or built afresh when no builder runs.
    package final func appendSubtree(to list: inout DisplayList) {
        if let builder = DisplayListBuilder.active {
            builder.append(self, to: &list)
        } else {
            appendGraphics(to: &list)
        }
    }
}
