/// The backgrounds rows set with `.listRowBackground(_:)`: laid out in each
/// row's slot and drawn by the list, between its stripes and its highlights.
extension ListLayout {
    /// The row background among the wrappers of a row, if it has one.
    static func rowBackground(of row: LayoutNode) -> ListRowBackgroundLayout? {
        var node: LayoutNode? = row
        while let current = node {
            if let own = current as? ListRowBackgroundLayout { return own }
            node = current.children.count == 1 ? current.children[0] : nil
        }
        return nil
    }

    /// Lays each built row's background out in that row's slot: the full
    /// width of the list and the row's height with its insets.
    func placeRowBackgrounds(context: LayoutContext) {
        for (offset, row) in rows {
            guard let wrapper = Self.rowBackground(of: row), let slot = slot(ofRow: offset) else { continue }
            wrapper.placeBackground(in: slot, context: context)
        }
    }

    /// Draws each built row's background, in row order. Drawn by the list
    /// rather than by the row, so that the highlight can go between them.
    func appendRowBackgrounds(to list: inout DisplayList) {
        for row in rows.values {
            guard let wrapper = Self.rowBackground(of: row) else { continue }
            wrapper.background.appendSubtree(to: &list)
        }
    }
}
