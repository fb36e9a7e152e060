/// Laying out the whole graph in a window-sized area.
extension ViewGraph {
    /// Measures and places the root content, centred in `size` as a window's root is.
    package func layOut(in size: Size, context: LayoutContext) {
        let chosen = rootLayout.sizeThatFits(ProposedSize(size), in: context)
        let origin = Alignment.center.origin(of: chosen, in: Rect(origin: .zero, size: size))
        rootLayout.place(in: Rect(origin: Point(x: origin.x.rounded(), y: origin.y.rounded()), size: chosen),
                         context: context)
        matchedGeometry?.alignFollowers(in: rootLayout, context: context)
    }

    /// The graphics of the current layout, back to front.
    package func makeDisplayList() -> DisplayList {
        var list = DisplayList()
        rootLayout.appendGraphics(to: &list)
        return list
    }
}
