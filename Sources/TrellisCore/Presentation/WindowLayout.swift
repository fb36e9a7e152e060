/// The whole window: the content, centred as a window's root is, with the
/// presentation layer above it.
///
/// Sheets, alerts, popovers, menus and tooltips are displayables of the layer,
/// so they are laid out, drawn, damaged and animated like everything else;
/// only the event router treats the layer's topmost presentation specially.
@MainActor
package final class WindowLayout: LayoutNode {
    /// The container the root view's displayables land in.
    package let content: LayoutNode
    /// What is presented above the content, back to front.
    package let presentations = PresentationLayer()

    package init(content: LayoutNode) {
        self.content = content
        super.init()
        insertChild(content, at: 0)
        insertChild(presentations, at: 1)
    }

    override package func measure(_ proposal: ProposedSize, in context: LayoutContext) -> Size {
        proposal.replacingUnspecified(with: content.sizeThatFits(proposal, in: context))
    }

    override package func placeChildren(in rect: Rect, context: LayoutContext) {
        let chosen = content.sizeThatFits(ProposedSize(rect.size), in: context)
        let origin = Alignment.center.origin(of: chosen, in: rect)
        content.place(in: Rect(origin: Point(x: origin.x.rounded(), y: origin.y.rounded()), size: chosen), context: context)
        presentations.place(in: rect, context: context)
    }
}

/// The presentations of a window, back to front; each covers the window and
/// places its card within it.
@MainActor
package final class PresentationLayer: LayoutNode {
    override package func measure(_ proposal: ProposedSize, in context: LayoutContext) -> Size {
        proposal.replacingUnspecified(with: .zero)
    }

    override package func placeChildren(in rect: Rect, context: LayoutContext) {
        for child in children { child.place(in: rect, context: context) }
    }

    /// Shows `presentation` above the others.
    package func present(_ presentation: PresentationLayout) {
        insertChild(presentation, at: children.count)
    }

    /// The presentation taken away most recently, until the router has given focus back.
    package var lastRemoved: PresentationLayout?

    /// Takes `presentation` away, if it is shown.
    package func remove(_ presentation: PresentationLayout) {
        guard let index = children.firstIndex(where: { $0 === presentation }) else { return }
        removeChild(at: index)
        lastRemoved = presentation
    }

    /// The frontmost presentation that takes the window's input, if any.
    package var inputOwner: PresentationLayout? {
        for case let presentation as PresentationLayout in children.reversed() where presentation.capturesInput {
            return presentation
        }
        return nil
    }

    /// The presentations shown, back to front.
    package var shown: [PresentationLayout] { children.compactMap { $0 as? PresentationLayout } }
}
