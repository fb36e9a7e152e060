/// One displayable with a background or overlay laid over the same frame.
///
/// The content decides the size; the decoration is offered exactly that size
/// and aligned within it, as SwiftUI's `.background` and `.overlay` do.
@MainActor
package final class DecorationLayout: LayoutNode {
    package let content: LayoutNode
    package let decoration: ZStackLayout
    /// The graph node that builds the decoration, torn down with this layout.
    package let decorationOwner: AnyObject

    package init(content: LayoutNode, decoration: ZStackLayout, isBackground: Bool, owner: AnyObject) {
        self.content = content
        self.decoration = decoration
        self.decorationOwner = owner
        super.init()
        // Paint order is child order: a background goes first, an overlay last.
        let ordered: [LayoutNode] = isBackground ? [decoration, content] : [content, decoration]
        for (offset, child) in ordered.enumerated() {
            insertChild(child, at: offset)
        }
    }

    override package var traitSource: LayoutNode? { content }

    override package func measure(_ proposal: ProposedSize, in context: LayoutContext) -> Size {
        content.sizeThatFits(proposal, in: context)
    }

    override package func placeChildren(in rect: Rect, context: LayoutContext) {
        content.place(in: rect, context: context)
        decoration.place(in: rect, context: context)
    }
}
