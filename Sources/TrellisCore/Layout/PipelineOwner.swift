/// The per-window object a layout tree belongs to, as Flutter's `PipelineOwner`:
/// what its nodes' marks and layout work count in, and the nodes waiting for
/// the next display build. Every node of a tree reaches the same one
/// (`LayoutNode+Owner`), so two windows laid out and built in turn never read
/// or change each other's spans, flags or queues.
@MainActor
package final class PipelineOwner {
    /// The spans between this tree's display-list builds (`DisplayMarkEpoch`).
    package internal(set) var displayMarks = DisplayMarkEpoch()
    /// The spans without layout work in this tree (`LayoutWorkEpoch`).
    package internal(set) var layoutWork = LayoutWorkEpoch()
    /// Whether the marks and placements under way in this tree only follow a scroll offset.
    package internal(set) var scrollFollowing = ScrollFollowing()
    /// Nodes whose one graphic's content changed, to be repainted in place at
    /// the next build (`DisplayListBuilder+Repaint`): the builder takes them when it runs.
    private(set) var pendingRepaints: [LayoutNode] = []

    /// Makes an owner with nothing marked, no layout work and no repaint waiting.
    package init() {}

    /// Whether nodes wait to be repainted at the next build.
    package var hasPendingRepaints: Bool { !pendingRepaints.isEmpty }

    /// Queues `node` to have its graphic repainted at the next build.
    func queueRepaint(of node: LayoutNode) {
        guard !node.display.isQueuedForRepaint else { return }
        node.display.isQueuedForRepaint = true
        pendingRepaints.append(node)
    }

    /// The queued nodes, in the order they were queued, leaving the queue empty.
    func takePendingRepaints() -> [LayoutNode] {
        var queued: [LayoutNode] = []
        swap(&queued, &pendingRepaints)
        for node in queued { node.display.isQueuedForRepaint = false }
        return queued
    }

    /// Gives the empty queue `emptied`'s storage: 1,000 labels repainted every
    /// frame would otherwise grow a new array each frame.
    func reuseForRepaints(_ emptied: [LayoutNode]) {
        if pendingRepaints.isEmpty { pendingRepaints = emptied }
    }

    /// Lets go of the queued nodes without repainting them, as a window that
    /// closes does: each holds this owner, which would otherwise hold it back.
    package func dropPendingRepaints() {
        for node in pendingRepaints { node.display.isQueuedForRepaint = false }
        pendingRepaints.removeAll()
    }
}
