import Foundation

/// Keeps a window's display list from frame to frame and changes it in place
/// where layout nodes were marked, saying which graphics changed.
///
/// Each frame starts at the root and goes down only through nodes marked
/// `needsRebuild`. A node whose own drawing did not change goes on down to the
/// marked children alone (`DisplayListBuilder+InPlace`), so a container of
/// 10,000 rows with one marked row visits one row, not 10,000. A node that must
/// draw again runs its `appendGraphics` into a run of its own; a child of it
/// that was not marked is copied whole from the last list, found by its offset
/// within its parent's graphics, so nothing inside it is visited. The run then
/// replaces the node's old graphics in the kept list (a `DisplaySplice`).
/// A rebuilt node reports as changed the graphics it draws itself, those of
/// children that left or were drawn in another order, and, when it is marked
/// `changesAll`, every graphic of its subtree. Nothing else on screen can have changed.
@MainActor
package final class DisplayListBuilder {
    struct ChildRecord {
        var node: LayoutNode
        var range: Range<Int>
        var oldStart: Int?
    }

    struct Frame {
        var node: LayoutNode
        var start: Int
        var oldStart: Int?
        /// This node or an enclosing one changed all it draws: nothing inside is copied,
        /// since a copy carries the enclosing modifiers' old effects.
        var buildsAfresh: Bool
        /// Where this node's children's records begin in `childRecords`.
        var firstChild: Int
        /// How many children it drew so far.
        var childCount = 0
    }

    /// The records of the children drawn by every node being built, one stack
    /// for all of them: a frame of 12,000 nodes would otherwise make an array each.
    var childRecords: [ChildRecord] = []

    var generation = 0
    /// The list as last built, changed in place each frame.
    var graphics: [Graphic] = []
    var frames: [Frame] = []
    /// Where the run being built started in `graphics`, before it replaces the node's old run.
    var runOldStart: Int?
    /// Ranges of the run being built, in its own indices, that hold new or changed graphics.
    var touchedRanges: [Range<Int>] = []
    var touchedOld: [GraphicID] = []
    var reorderedRanges: [Range<Int>] = []
    /// Graphics of the last list copied into the run being built: (run index, old index, count).
    var copies: [DisplaySplice.CopiedRun] = []
    /// This frame's changes, as they are found.
    var changes = DisplayChanges.none
    var splices: [DisplaySplice] = []
    var stamps: [AnimationStamp] = []
    /// This build's stamps from written views' transactions, in the kept
    /// list's indices, innermost first; after `stamps`, which they never override.
    var writeStamps: [AnimationStamp] = []
    /// The write animations of the build under way (`PipelineOwner.writeAnimations`).
    var writeAnimations: [ObjectIdentifier: (layout: LayoutNode, animation: Animation)] = [:]
    /// The write animations of the nodes gone through in place to the one being redrawn, outermost first.
    var enclosingWriteAnimations: [Animation] = []
    /// The enclosing nodes' effects on the child being rebuilt in place, outermost first.
    var adjustments: [ChildGraphicsAdjustment] = []
    /// Nodes being gone through or built that a repaint in place cannot skip (`letsContentRepaintThrough`).
    var opaqueDepth = 0
    /// Where in the kept list the run being built will stand: a redrawn node's start, 0 for a build afresh.
    var runBase = 0
    /// Holds a queued node's fresh graphic while it is checked.
    var repaintScratch = DisplayList()
    /// Long stacks that drew only a band, drawn again when animation starts or stops.
    var cullingCandidates = CullingCandidates()
    /// Whether `StackCulling` is suspended for the next build.
    private(set) var cullingSuspended = false
    /// What the lists this builder makes tell the nodes appending to them.
    var runContext: DisplayListContext { DisplayListContext(builder: self, drawsEveryRow: cullingSuspended) }

    /// Suspends `StackCulling` while something animates, or resumes it, marking the stacks it
    /// concerns to draw again: a window that settles drops the rows it no longer needs.
    package func suspendCulling(_ suspended: Bool) {
        guard suspended != cullingSuspended else { return }
        cullingSuspended = suspended
        cullingCandidates.markAll()
    }
    /// Whether a long stack may be drawing only its band: culling is on and a stack was a candidate.
    var mayDrawABand: Bool { !cullingSuspended && !cullingCandidates.isEmpty }
    /// The last root built (a new one builds afresh), and the last list's identity.
    private var lastRoot: ObjectIdentifier?, lastIdentity = 0

    /// Layout nodes whose `appendGraphics` ran, or that were gone through, in the last build.
    package internal(set) var nodesVisited = 0
    /// Nodes of the last build that drew only their changed graphics (`appendChangedGraphics`).
    package internal(set) var nodesDrawnInPart = 0
    /// Whether each build is compared with one from scratch, in debug builds:
    /// a mismatch warns once, counts in `mismatches` and the fresh list is used.
    package var checksAgainstFreshBuild = false
    /// Builds whose incremental list differed from one made from scratch.
    package internal(set) var mismatches = 0

    /// Makes a builder with no list yet; `TRELLIS_DISPLAY_CHECK=1` turns the check on.
    package init() {
        checksAgainstFreshBuild = EnvironmentVariables.value(of: "TRELLIS_DISPLAY_CHECK") == "1"
    }

    /// Forgets the last list, so the next build visits every node.
    package func reset() {
        graphics = []
        lastRoot = nil
    }

    /// The display list of `root`'s current layout, changed in place from the
    /// last wherever nothing was marked, with `changes` telling what differs.
    ///
    /// The list shares its storage with the builder: hand it back with
    /// `giveBack(_:)` (or drop every copy) before the next build, or that build
    /// copies all of it before changing it.
    package func build(_ root: LayoutNode) -> DisplayList {
        // The tree's own spans and queue: another window's builds touch neither.
        let owner = root.pipelineOwner
        owner.displayMarks.advance()
        defer { owner.displayMarks.advance() }
        generation += 1
        nodesVisited = 0
        nodesDrawnInPart = 0
        changes = DisplayChanges.none
        splices.removeAll(keepingCapacity: true)
        stamps.removeAll(keepingCapacity: true)
        writeStamps.removeAll(keepingCapacity: true)
        writeAnimations = owner.writeAnimations
        defer { writeAnimations = [:] }
        let isFirst = lastRoot != ObjectIdentifier(root) || root.display.builtIn == 0
        lastRoot = ObjectIdentifier(root)
        if owner.hasPendingRepaints {
            // A repaint in place skips the nodes above it, whose write animations it would miss.
            repaintQueuedNodes(of: owner, inPlace: !isFirst && !root.display.needsRebuild && writeAnimations.isEmpty,
                               marking: !isFirst)
        }
        if isFirst {
            buildAfresh(root)
        } else {
            _ = update(root, at: 0)
            changes.splices = splices
            changes.baseIdentity = lastIdentity
            changes.gone.reserveCapacity(touchedOld.count)
            for id in touchedOld where changes.touched[id] == nil { changes.gone.insert(id) }
        }
        touchedOld.removeAll(keepingCapacity: true)
        lastIdentity += 1
        if !writeStamps.isEmpty { stamps += writeStamps }
        var list = DisplayList(graphics: graphics, changes: changes, stamps: stamps, identity: lastIdentity)
        // The list carries the changes; a copy kept here would hold the replaced graphics a frame longer.
        changes = DisplayChanges.none
        #if DEBUG
        if checksAgainstFreshBuild { check(&list, root: root) }
        #endif
        return list
    }

    /// The list as last built, with no changes: what is on screen when nothing animates.
    package var lastList: DisplayList {
        DisplayList(graphics: graphics, changes: .unchanged(from: lastIdentity), stamps: [], identity: lastIdentity)
    }

    /// Takes back the storage of a list this builder made, so the next build
    /// changes it without copying.
    package func giveBack(_ list: inout DisplayList) {
        guard list.identity == lastIdentity else { return }
        list = DisplayList()
    }

    private func buildAfresh(_ root: LayoutNode) {
        graphics = []
        runOldStart = nil
        var list = DisplayList()
        list.context = runContext
        append(root, to: &list)
        graphics = list.takeGraphics()
        stamps = list.animationStamps
        changes = .all
        touchedRanges.removeAll(keepingCapacity: true)
        reorderedRanges.removeAll(keepingCapacity: true)
        copies.removeAll(keepingCapacity: true)
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
        } else if node.display.builtIn != 0 {
            oldStart = runOldStart
        }
        if let known = oldStart, known + node.display.count > graphics.count { oldStart = nil }
        if !node.display.needsRebuild || isUnchangedWithin(node), let oldStart, frames.last?.buildsAfresh != true {
            // A node marked with nothing changed inside (a list grown below
            // the fold, under a scroll view redrawing its indicator) is copied too.
            if node.display.needsRebuild { node.display.needsRebuild = false }
            let count = node.display.count
            list.append(contentsOf: graphics[oldStart..<(oldStart + count)])
            if count > 0 { copies.append(DisplaySplice.CopiedRun(offset: start, source: oldStart, length: count)) }
        } else if let delta = node.display.movedBy, node.display.isOnlyMoved, let oldStart,
                  frames.last?.buildsAfresh != true {
            // Every graphic changed place and nothing else: the same ids, so
            // none is gone, each touched where it now stands.
            let count = node.display.count
            list.append(contentsOf: graphics[oldStart..<(oldStart + count)], movedBy: delta)
            if count > 0 { touchedRanges.append(start..<(start + count)) }
            node.display.movedBy = nil
            node.display.needsRebuild = false
        } else {
            // A subtree that moved, drawn again: its unmarked nodes were not
            // placed, so none of its last graphics may be copied.
            node.display.forgetMove()
            rebuild(node, start: start, oldStart: oldStart, into: &list)
        }
        let end = list.graphics.count
        if !frames.isEmpty {
            let parent = frames.count - 1
            node.display.offsetInParent = start - frames[parent].start
            node.display.placedInBuild = generation
            node.display.paintIndex = frames[parent].childCount
            frames[parent].childCount += 1
            childRecords.append(ChildRecord(node: node, range: start..<end, oldStart: oldStart))
        }
        node.display.count = end - start
        if !writeAnimations.isEmpty { stampWriteAnimation(of: node, range: start..<end) }
    }

    private func rebuild(_ node: LayoutNode, start: Int, oldStart: Int?, into list: inout DisplayList) {
        nodesVisited += 1
        let insideAfresh = frames.last?.buildsAfresh == true
        let afresh = node.display.changesAll || oldStart == nil || insideAfresh
        frames.append(Frame(node: node, start: start, oldStart: oldStart, buildsAfresh: afresh, firstChild: childRecords.count))
        let opaque = !node.letsContentRepaintThrough
        if opaque { opaqueDepth += 1 }
        node.appendGraphics(to: &list)
        if opaque { opaqueDepth -= 1 }
        let frame = frames.removeLast()
        // Read in place by index: a slice held while the records are removed
        // would copy the whole stack, 10,000 siblings for every leaf of a long stack.
        let children = frame.firstChild..<childRecords.count
        defer { childRecords.removeSubrange(children) }
        let end = list.graphics.count
        // What the node drew itself lies between its children's graphics.
        // Most nodes draw one graphic of their own or none: kept without an array.
        var own = GraphicIDList()
        var ownStart = 0
        var cursor = start
        func noteOwn(_ range: Range<Int>) {
            guard !range.isEmpty else { return }
            ownStart = range.lowerBound
            for index in range { own.append(list.graphics[index].id) }
            if !afresh { touchedRanges.append(range) }
        }
        for child in children {
            noteOwn(cursor..<childRecords[child].range.lowerBound)
            cursor = childRecords[child].range.upperBound
        }
        noteOwn(cursor..<end)
        if let oldStart, !afresh {
            for id in node.display.ownIDs { touchedOld.append(id) }
            compareChildren(of: node, now: children, parentOldStart: oldStart)
        } else if !insideAfresh {
            // An enclosing node drawing afresh already counts all of this as changed.
            if let oldStart {
                for index in oldStart..<(oldStart + node.display.count) { touchedOld.append(graphics[index].id) }
            }
            touchedRanges.append(start..<end)
        }
        node.display.ownIDs = own
        if node.repaintsContentInPlace { noteRepaintIndex(of: node, at: own.count == 1 ? ownStart : nil) }
        if children.isEmpty {
            if !node.display.drawnChildren.isEmpty { node.display.drawnChildren = [] }
        } else if !records(children, are: node.display.drawnChildren) {
            // Most nodes draw all their children in order: their drawn list can
            // share the children array's storage instead of being an array of its own.
            if records(children, are: node.children) {
                node.display.drawnChildren = node.children
            } else {
                var drawn: [LayoutNode] = []
                drawn.reserveCapacity(children.count)
                for child in children { drawn.append(childRecords[child].node) }
                node.display.drawnChildren = drawn
            }
        }
        node.display.builtIn = generation
        node.display.needsRebuild = false
        node.display.changesAll = false
        node.display.ownChanged = false
        node.forgetMarkedChildren()
    }
}
