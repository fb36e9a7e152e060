/// A list row is one hit area across the list's width, as an `NSTableRowView`
/// is on a Mac: a click, double-click, right-click or drag in the empty part of
/// a row (right of a short name) acts as it would on the row's content.
///
/// The row's content keeps its own size and drawing; only hit testing looks
/// through the empty part to the handlers that wrap the whole row, or, in a
/// row of cells (a table's), the cell under the pointer.
extension ListLayout {
    /// The built row whose slot holds `point`, within the list's width.
    func rowNode(at point: Point) -> LayoutNode? {
        guard point.x >= frame.x, point.x < frame.maxX, let offset = row(at: point) else { return nil }
        return rows[offset]
    }

    /// The nodes that stand for the whole of the row under `point`, outermost
    /// first: the row and the wrappers of its content, going into the one
    /// child across whose width the point lies where the row has several.
    func rowChain(at point: Point) -> [LayoutNode] {
        var chain: [LayoutNode] = []
        var node = rowNode(at: point)
        while let current = node, !current.ignoresHits {
            if let opacity = current as? OpacityLayout, opacity.opacity <= 0 { break }
            chain.append(current)
            let children = current.children
            node = children.count == 1 ? children[0]
                : children.last { $0.frame.x <= point.x && point.x < $0.frame.maxX }
        }
        return chain
    }

    /// The innermost handler of the row under `point` that `wanted` accepts,
    /// as a hit on the row's content would find it (a drag starts from the
    /// source around it, which the router looks up from there).
    func rowTarget(at point: Point, where wanted: (Interaction) -> Bool) -> LayoutNode? {
        for node in rowChain(at: point).reversed() {
            if let interaction = node.interaction, interaction.allowsInput, wanted(interaction) { return node }
        }
        return nil
    }

    /// Whether `point` lies in the empty part of the row of a list around `node`,
    /// for a press that began there and ends there.
    static func rowAround(_ node: LayoutNode, holds point: Point) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if let list = ancestor as? ListLayout { return list.rowHolds(node, at: point) }
            current = ancestor.parent
        }
        return false
    }

    /// Whether `point` is still on the row that holds `node`.
    private func rowHolds(_ node: LayoutNode, at point: Point) -> Bool {
        guard let row = rowNode(at: point) else { return false }
        var current: LayoutNode? = node
        while let ancestor = current, ancestor !== self {
            if ancestor === row { return true }
            current = ancestor.parent
        }
        return false
    }

    /// The selectable list whose row holds `node`, when a click on `node`
    /// should also select that row: `node` is a gesture or a drag source, not
    /// a control, and takes no single click of its own. A row with a
    /// double-click gesture still selects on one click, as on a Mac.
    static func selectingList(around node: LayoutNode) -> ListLayout? {
        guard let interaction = node.interaction, !interaction.isFocusable, !interaction.isButton,
              interaction.onTap == nil || interaction.tapCount > 1 else { return nil }
        var current = node.parent
        while let ancestor = current {
            if let list = ancestor as? ListLayout {
                return list.isSelectable && list.interaction?.allowsInput == true ? list : nil
            }
            // A control between the gesture and the list owns its clicks.
            if ancestor.interaction?.isFocusable == true { return nil }
            current = ancestor.parent
        }
        return nil
    }
}
