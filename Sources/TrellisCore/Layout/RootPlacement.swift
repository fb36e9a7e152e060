/// Laying out the whole graph in a window-sized area.
extension ViewGraph {
    /// Measures and places the root content, centred in `size` as a window's
    /// root is, and the presentations above it.
    package func layOut(in size: Size, context: LayoutContext) {
        windowLayout.place(in: Rect(origin: .zero, size: size), context: context)
        matchedGeometry?.alignFollowers(in: rootLayout, context: context)
    }

    /// The graphics of the current layout, back to front.
    package func makeDisplayList() -> DisplayList {
        var list = DisplayList()
        windowLayout.appendGraphics(to: &list)
        return list
    }
}
