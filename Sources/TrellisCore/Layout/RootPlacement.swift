/// Laying out the whole graph in a window-sized area.
extension ViewGraph {
    /// Measures and places the root content, centred in `size` as a window's
    /// root is, and the presentations above it.
    /// Nodes queued for a size check are checked first (`LayoutNode+SizeCheck`).
    package func layOut(in size: Size, context: LayoutContext) {
        pipelineOwner.layOut(in: context) {
            windowLayout.place(in: Rect(origin: .zero, size: size), context: context)
            matchedGeometry?.alignFollowers(in: rootLayout, context: context)
        }
    }

    /// Whether the next layout has work: a node to place, or one whose size to check.
    package var needsLayout: Bool {
        windowLayout.needsPlacement || pipelineOwner.hasPendingSizeChecks
    }

    /// Whether the next display list differs from the last: a node was marked,
    /// or waits to have its graphic repainted in place.
    package var needsDisplay: Bool {
        windowLayout.needsDisplay || pipelineOwner.hasPendingRepaints
    }

    /// The graphics of the current layout, back to front, rebuilt only where
    /// layout nodes were marked since the last call; its `changes` say which
    /// graphics differ from the list the last call returned.
    package func updateDisplayList() -> DisplayList {
        displayBuilder.build(windowLayout)
    }

    /// The graphics of the current layout, back to front, made from scratch
    /// without reading or changing what the builder keeps.
    package func makeDisplayList() -> DisplayList {
        var list = DisplayList()
        windowLayout.appendGraphics(to: &list)
        return list
    }
}
