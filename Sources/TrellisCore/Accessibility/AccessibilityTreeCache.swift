/// The accessibility objects each layout node made at the last build, kept
/// while a reader asks for trees, so that a tree is built again only where the
/// frame's marks went (`AccessibilityMarks`).
///
/// A node's kept objects stand while nothing inside it was marked since they
/// were built and it has not moved: moving a subtree (a scroll) marks only
/// where it starts, and its kept objects hold their old frames. A node whose
/// `accessibilityElements(adjusting:)` changes the objects it is given asks
/// for them afresh down to the nearest objects of their own, so a modifier
/// never changes objects it changed before. Reused objects are the same
/// objects as in the last tree, which is how the AT-SPI bridge tells what
/// stayed the same without comparing it.
@MainActor
package final class AccessibilityTreeCache {
    /// What one node made, and when.
    private struct Kept {
        weak var node: LayoutNode?
        let builtIn: UInt32
        let frame: Rect
        let elements: [AccessibilityNode]
    }

    private var kept: [ObjectIdentifier: Kept] = [:]
    /// The build under way.
    private(set) var epoch: UInt32 = 0
    /// How deep inside nodes that change their content's objects the builder is:
    /// above zero, nodes that make no object of their own are built afresh.
    var freshDepth = 0
    /// How deep inside nodes that change objects anywhere inside their content
    /// the builder is: above zero, every node is built afresh.
    var wholeFreshDepth = 0
    /// Whether the object being made is asked for afresh, for a node that will
    /// change it (a table makes a list's items its rows): nothing kept goes into it.
    var makesFresh = false
    /// The items of lists, kept by row (`KeptListItems`).
    let listItems = KeptListItems()
    /// The window size of the last build: another size changes what is showing everywhere.
    private(set) var windowSize: Size?
    /// How many nodes the last build took from what was kept, and how many it built.
    package private(set) var reusedCount = 0, builtCount = 0
    /// The objects whose states the reader's focus changed after the last build:
    /// made again by the next, as a tree once read is never changed (the AT-SPI
    /// bridge compares it with the next).
    var readerFocusChanges: [AccessibilityNode] = []

    /// Starts a build of a window `size` in span `epoch`: another size builds everything again.
    func begin(epoch: UInt32, windowSize size: Size) {
        for node in readerFocusChanges {
            var holder = node
            while holder.source == nil, let parent = holder.parent { holder = parent }
            holder.source?.markAccessibilityPath()
        }
        readerFocusChanges = []
        if windowSize != size {
            kept.removeAll(keepingCapacity: true)
            listItems.removeAll()
        }
        windowSize = size
        self.epoch = epoch
        reusedCount = 0
        builtCount = 0
        freshDepth = 0
        wholeFreshDepth = 0
    }

    /// What `node` made at an earlier build, if it still stands.
    func elements(of node: LayoutNode) -> [AccessibilityNode]? {
        guard freshDepth == 0, let found = kept[ObjectIdentifier(node)], found.node === node,
              node.accessibilityEpoch <= found.builtIn, found.frame == node.frame else { return nil }
        reusedCount += 1
        return found.elements
    }

    /// Keeps what `node` made in this build.
    func keep(_ elements: [AccessibilityNode], of node: LayoutNode) {
        builtCount += 1
        kept[ObjectIdentifier(node)] = Kept(node: node, builtIn: epoch, frame: node.frame, elements: elements)
    }

    /// Drops what was kept for nodes that are gone, once they outnumber the living.
    func prune() {
        listItems.prune()
        guard kept.count > 64, kept.count > 2 * (reusedCount + builtCount) else { return }
        kept = kept.filter { $0.value.node != nil }
    }

    /// Forgets everything: the next build makes every object anew.
    package func removeAll() {
        kept.removeAll()
        listItems.removeAll()
        windowSize = nil
        readerFocusChanges = []
    }
}

/// Which objects a layout's `accessibilityElements(adjusting:)` changes, so
/// the kept tree gives it those afresh rather than objects it changed before.
public enum AccessibilityAdjustment: Sendable {
    /// None: it passes them on, or leaves them out.
    case none
    /// The objects its content made, not what is inside them (a modifier's
    /// label, a section's heading): those are made again, down to the nearest
    /// objects of their own.
    case outermost
    /// Objects anywhere inside (a table making a list's items its rows, a
    /// form row naming the controls inside its content): all are made again.
    case whole
}
