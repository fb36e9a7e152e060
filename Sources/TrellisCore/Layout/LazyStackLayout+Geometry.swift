/// Where a lazy stack's rows stand, for those outside it that place things
/// over them (selection, separators, pinned headers) and for its own layout.
extension LazyStackLayout {
    /// The space a built row takes across the whole stack, insets included.
    package func slot(ofRow offset: Int) -> Rect? {
        guard let row = rows[offset] else { return nil }
        let insets = insets(of: row)
        return axis == .vertical
            ? Rect(x: frame.x, y: row.frame.y - insets.top, width: frame.width, height: row.frame.height + insets.vertical)
            : Rect(x: row.frame.x - insets.leading, y: frame.y, width: row.frame.width + insets.horizontal, height: frame.height)
    }

    /// The insets of one row: its own `.listRowInsets(_:)`, else the stack's.
    package func insets(of row: LayoutNode) -> EdgeInsets {
        var node: LayoutNode? = row
        while let current = node {
            if let own = current as? ListRowInsetsLayout, let insets = own.insets { return insets }
            node = current.children.count == 1 ? current.children[0] : nil
        }
        return rowInsets
    }

    /// The part of this stack that can be seen, along its axis, in its own coordinates.
    package func visibleSpan(of rect: Rect) -> ClosedRange<Double> {
        var node = parent
        while let current = node, !(current is ScrollLayout) { node = current.parent }
        let viewport = node?.frame ?? rect
        let start = axis == .vertical ? viewport.y - rect.y : viewport.x - rect.x
        let extent = axis == .vertical ? viewport.height : viewport.width
        let end = start + max(extent, 0)
        // Geometry that is not a number shows no rows rather than trapping on the range.
        guard start <= end else { return 0...0 }
        return start...end
    }
}
