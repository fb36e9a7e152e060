/// Content built only for assistive technology to read: the items of a closed
/// menu, which GTK exposes (and lets a reader activate) without the menu being
/// open. The views are built under a node of the graph, so they see its
/// environment and their controls run the same handlers as when shown, but
/// they join no container: nothing lays them out, draws them, hit-tests them
/// or gives them focus, and no state write reaches them again.
///
/// They are built only while a tree is built, so a window nobody inspects
/// pays nothing; each tree builds them afresh, since a tree is a snapshot.
extension ViewNode {
    /// The accessible objects that `view` makes when built under this node,
    /// its environment changed by `environmentTransform`, and its layout put
    /// inside what `wrap` makes of it (a menu's presentation, which makes the
    /// items menu items). The objects name no layout node, so a screen
    /// reader's bridge keeps their paths by their place in their parent; they
    /// keep the views alive that their actions run through.
    package func accessibilityElements(ofUnshown view: any View,
                                       environmentTransform: ((EnvironmentValues) -> EnvironmentValues)?,
                                       wrap: (LayoutNode) -> LayoutNode) -> [AccessibilityNode] {
        let queued = graph.pendingActions.count
        let root = ViewNode(view: view, parent: self, graph: graph, environment: childEnvironment)
        root.environmentTransform = environmentTransform
        root.build()
        // Nothing of it appears: its `onAppear`, `task` and `onChange(initial:)`
        // must not run, nor keep the window from resting.
        if graph.pendingActions.count > queued { graph.pendingActions.removeSubrange(queued...) }
        root.leaveUnshown()
        guard let layout = root.layout else { return [] }
        let elements = AccessibilityTreeBuilder.elements(of: wrap(layout))
        let kept = UnshownViews(root: root)
        for element in elements {
            for node in element.allNodes {
                node.source = nil
                // A nested menu's items keep their own views, which are in no node's children here.
                if node.keptAlive == nil { node.keptAlive = kept }
            }
        }
        return elements
    }

    /// Marks this subtree as out of the graph, as a teardown does but running
    /// no `onDisappear`: it never appeared. A write to state its bodies read
    /// then finds a detached node and is ignored.
    private func leaveUnshown() {
        var stack = [self]
        while let node = stack.popLast() {
            node.isDetached = true
            node.needsBodyUpdate = false
            stack.append(contentsOf: node.children)
            stack.append(contentsOf: node.attachedNodes)
        }
        // It is in none of its parent's lists, so nothing clears this if the parent goes first.
        parent = nil
    }
}

/// The views of unshown content, kept while an accessible object that acts through them is held.
@MainActor
private final class UnshownViews {
    let root: ViewNode
    init(root: ViewNode) { self.root = root }
}
