/// Finding what is under the pointer.
///
/// Front to back (reverse paint order). Clipping and scroll views hide what
/// lies outside them; a fully transparent displayable, `.allowsHitTesting(false)`
/// and `.disabled` let the pointer through.
@MainActor
package enum HitTesting {
    /// The frontmost displayable at `point` whose interaction satisfies `wanted`.
    package static func target(at point: Point, in node: LayoutNode,
                               where wanted: (Interaction) -> Bool) -> LayoutNode? {
        if node.ignoresHits { return nil }
        if let opacity = node as? OpacityLayout, opacity.opacity <= 0 { return nil }
        if node is ClipLayout || node is ScrollLayout, !node.frame.contains(point) { return nil }
        if let scroll = node as? ScrollLayout {
            // Indicators are drawn over the content, so they are hit before it;
            // the rest of a scroll view lets the pointer through to its content.
            if scroll.indicator(at: point) != nil, let interaction = scroll.interaction, interaction.isEnabled() {
                return wanted(interaction) ? scroll : nil
            }
        }
        for child in node.children.reversed() {
            if let found = target(at: point, in: child, where: wanted) { return found }
        }
        if node is ScrollLayout { return nil }
        if let interaction = node.interaction, node.frame.contains(point), interaction.isEnabled(), wanted(interaction) {
            return node
        }
        return nil
    }

    /// Every focusable displayable, in reading order: top to bottom, then left to right.
    package static func focusables(in root: LayoutNode) -> [LayoutNode] {
        var found: [LayoutNode] = []
        func visit(_ node: LayoutNode) {
            if node.ignoresHits { return }
            if let interaction = node.interaction, interaction.isFocusable, interaction.isEnabled() {
                found.append(node)
            }
            node.children.forEach(visit)
        }
        visit(root)
        return found.enumerated().sorted { lhs, rhs in
            let a = lhs.element.frame, b = rhs.element.frame
            if abs(a.y - b.y) > 1 { return a.y < b.y }
            if abs(a.x - b.x) > 1 { return a.x < b.x }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }
}
