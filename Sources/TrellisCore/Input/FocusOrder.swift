/// The order Tab and F6 move keyboard focus in: reading order, with each
/// focus section (`FocusSectionLayout`) taking its place as one piece.
extension HitTesting {
    /// One place in a focus order: a control, or a whole section of them.
    private struct Place {
        let frame: Rect
        let controls: [LayoutNode]
        /// Whether this is a control outside any section.
        let isLoose: Bool
    }

    /// Every focusable displayable, in reading order: top to bottom, then left
    /// to right, each focus section's controls together where the section begins.
    package static func focusables(in root: LayoutNode) -> [LayoutNode] {
        focusSections(in: root).flatMap { $0 }
    }

    /// The focusable displayables grouped by the outermost focus section each is
    /// in, in reading order; controls outside any section are grouped between the
    /// sections they come between, each run a section of its own for F6.
    package static func focusSections(in root: LayoutNode) -> [[LayoutNode]] {
        var sections: [[LayoutNode]] = []
        var loose: [LayoutNode] = []
        for place in places(in: root) {
            if place.isLoose {
                loose.append(contentsOf: place.controls)
                continue
            }
            if !loose.isEmpty { sections.append(loose); loose = [] }
            sections.append(place.controls)
        }
        if !loose.isEmpty { sections.append(loose) }
        return sections
    }

    /// The places of `root`'s subtree, sorted into reading order.
    private static func places(in root: LayoutNode) -> [Place] {
        var found: [Place] = []
        func visit(_ node: LayoutNode) {
            if node.ignoresHits { return }
            // What cannot be seen cannot be clicked, and Tab should not land on it either.
            if let opacity = node as? OpacityLayout, opacity.opacity <= 0 { return }
            if node !== root, node is FocusSectionLayout {
                let inner = places(in: node).flatMap(\.controls)
                if !inner.isEmpty { found.append(Place(frame: node.frame, controls: inner, isLoose: false)) }
                return
            }
            if let interaction = node.interaction, interaction.isFocusable, interaction.isTabStop, interaction.allowsInput {
                found.append(Place(frame: node.frame, controls: [node], isLoose: true))
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
