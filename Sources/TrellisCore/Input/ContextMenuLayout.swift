// In the engine because the event router opens the menu of what was right-clicked;
// `.contextMenu` (a widget) makes the areas and builds the menus.
/// A displayable that opens a context menu when right-clicked.
@MainActor
@_spi(TrellisExtension) open class ContextMenuLayout: WrapperLayout {
    /// Opens the menu at a point in window coordinates.
    package var opener: @MainActor (Point) -> Void

    /// An area that calls `open` with where it was right-clicked.
    package init(open: @escaping @MainActor (Point) -> Void) {
        opener = open
    }

    /// Opens the menu at `point`.
    package func open(at point: Point) {
        opener(point)
    }

    /// The innermost displayable with a context menu under `point`, within clips.
    package static func innermost(at point: Point, in node: LayoutNode) -> ContextMenuLayout? {
        InnermostLayout.find(ContextMenuLayout.self, at: point, in: node)
    }
}

/// Finding the innermost displayable of a kind under the pointer.
@MainActor
package enum InnermostLayout {
    /// The innermost displayable of type `kind` under `point`, within clips, list rows included.
    package static func find<Kind: LayoutNode>(_ kind: Kind.Type, at point: Point, in node: LayoutNode) -> Kind? {
        if node.ignoresHits { return nil }
        if node is ClipLayout || node is ScrollLayout, !node.frame.contains(point) { return nil }
        for child in node.childrenInPaintOrder.reversed() {
            if let found = find(kind, at: point, in: child) { return found }
        }
        if let list = node as? ListLayout, let match = list.rowChain(at: point).last(where: { $0 is Kind }) as? Kind {
            return match
        }
        if let match = node as? Kind, node.frame.contains(point) { return match }
        return nil
    }
}
