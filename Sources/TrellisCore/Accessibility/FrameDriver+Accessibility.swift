/// The window's accessibility tree, built only when asked for: a window nobody
/// inspects pays nothing. Once asked, its objects are kept, and the next tree
/// builds again only where the frames' marks went (`AccessibilityTreeCache`).
extension FrameDriver {
    /// A snapshot of the window as assistive technology sees it, from the
    /// layout of the last frame. Typed text and pointer moves that wait for
    /// the next frame are delivered first, as any other input would deliver them.
    package func accessibilityTree() -> AccessibilityNode {
        let owner = graph.pipelineOwner
        let tree = AccessibilityTreeBuilder.window(graph.windowLayout, title: graph.windowTitle, size: size, owner: owner)
        if let scope = router.readerFocus { tree.moveFocus(into: scope, undoneBy: owner.accessibilityCache) }
        #if DEBUG
        checkAgainstFreshBuild(tree)
        #endif
        return tree
    }

    /// How many layout nodes the last tree took from the kept objects, and how
    /// many it made objects for again (`AccessibilityTreeCache`).
    package var accessibilityBuildCounts: (reused: Int, built: Int) {
        let cache = graph.pipelineOwner.accessibilityCache
        return (cache.reusedCount, cache.builtCount)
    }

    /// How many times keyboard or reader focus moved in this window: a bridge
    /// builds its tree again when this changes, even after a frame that drew nothing.
    package var focusMoves: Int { router.focusMoves }

    /// Performs `action` of `node`, as the input it stands for would, after
    /// the input that waits; returns whether the control took it. The change
    /// shows on the next frame.
    package func performAccessibilityAction(_ action: String, on node: AccessibilityNode) -> Bool {
        deliverPendingInput()
        return node.perform(action)
    }
}

extension FrameDriver {
    /// Gives keyboard focus to the control `node` stands for, as a click on a
    /// field or Tab would; false when it cannot take focus.
    package func focusAccessibilityNode(_ node: AccessibilityNode) -> Bool {
        deliverPendingInput()
        guard let source = node.source else { return false }
        guard let interaction = source.interaction, interaction.isFocusable, interaction.allowsInput else {
            // A view an `.accessibilityFocused` binding names takes the reader's focus, which sets the binding.
            var current: LayoutNode? = source
            while let candidate = current, !(candidate is AccessibilityFocusLayout) { current = candidate.parent }
            guard let scope = current else { return false }
            router.moveReaderFocus(to: scope)
            return true
        }
        router.focus(source)
        return true
    }
}
