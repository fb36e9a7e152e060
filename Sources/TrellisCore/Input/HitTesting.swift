/// Finding what is under the pointer.
///
/// Front to back (reverse paint order). Clipping and scroll views hide what
/// lies outside them; a fully transparent displayable, `.allowsHitTesting(false)`
/// and `.disabled` let the pointer through. Drawn content (text, shapes,
/// pictures, visible fills) hides what lies behind it, as in SwiftUI.
/// Controls take the pointer anywhere in their frame; gestures (`onTapGesture`,
/// `gesture`) only where something inside is drawn, or inside a `.contentShape`.
/// Siblings are tried in reverse `zIndex` order.
@MainActor
package enum HitTesting {
    /// The frontmost displayable at `point` whose interaction satisfies `wanted`.
    package static func target(at point: Point, in node: LayoutNode,
                               where wanted: (Interaction) -> Bool) -> LayoutNode? {
        if case .found(let target) = hit(at: point, in: node, where: wanted) { return target }
        return nil
    }

    private enum Hit {
        case found(LayoutNode)
        /// Something drawn is in the way; only an enclosing view with a gesture may take the event.
        case blocked
        case missed
    }

    private static func hit(at point: Point, in node: LayoutNode, where wanted: (Interaction) -> Bool) -> Hit {
        if node.ignoresHits { return .missed }
        if let opacity = node as? OpacityLayout, opacity.opacity <= 0 { return .missed }
        if node is ClipLayout || node is ScrollLayout, !node.frame.contains(point) { return .missed }
        if let scroll = node as? ScrollLayout {
            // Indicators are drawn over the content, so they are hit before it;
            // the rest of a scroll view lets the pointer through to its content.
            if scroll.indicator(at: point) != nil, let interaction = scroll.interaction, interaction.allowsInput {
                return wanted(interaction) ? .found(scroll) : .blocked
            }
        }
        if let shaped = node as? ContentShapeLayout, !shaped.hitArea(contains: point) { return .missed }
        var blocked = false
        for child in node.childrenInPaintOrder.reversed() {
            switch hit(at: point, in: child, where: wanted) {
            case .found(let target): return .found(target)
            case .blocked: blocked = true
            case .missed: continue
            }
            break
        }
        if node is ScrollLayout { return blocked ? .blocked : .missed }
        // The empty part of a list row is the row's, not the list's background.
        if let list = node as? ListLayout, let target = list.rowTarget(at: point, where: wanted) { return .found(target) }
        if let interaction = node.interaction, node.frame.contains(point), interaction.allowsInput, wanted(interaction),
           !interaction.hitsOnlyDrawnContent || blocked || node.blocksHits {
            return .found(node)
        }
        return blocked || (node.blocksHits && node.frame.contains(point)) ? .blocked : .missed
    }
}
