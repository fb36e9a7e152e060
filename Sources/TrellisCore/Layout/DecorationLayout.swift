/// One displayable with a background or overlay laid over the same frame.
///
/// The content decides the size; the decoration is offered exactly that size
/// and aligned within it, as SwiftUI's `.background` and `.overlay` do.
@MainActor
package final class DecorationLayout: LayoutNode {
    // It makes no interaction of its own, so a tap on it is kept in it.
    override package var holdsTapsItself: Bool { true }

    override package var drawsChildrenWherePlaced: Bool { true }

    // A mask draws through a layer of its own, which is left to a full redraw.
    override package var canBeMovedWithoutPlacing: Bool { maskLayer == nil }

    package let content: LayoutNode
    package let decoration: ZStackLayout
    /// The graph node that builds the decoration, torn down with this layout.
    package let decorationOwner: AnyObject

    /// Where the decoration goes: behind, in front, or as the content's mask.
    package enum Placement {
        case background, overlay, mask
    }

    /// The offscreen layer a mask draws the content through; `nil` for a background or overlay.
    private let maskLayer: GraphicID?

    package init(content: LayoutNode, decoration: ZStackLayout, placement: Placement, owner: AnyObject) {
        self.content = content
        self.decoration = decoration
        self.decorationOwner = owner
        maskLayer = placement == .mask ? GraphicID.next() : nil
        super.init()
        // Paint order is child order: a background goes first, an overlay (or a mask) last.
        adopt(placement == .background ? [decoration, content] : [content, decoration])
    }

    override package var traitSource: LayoutNode? { content }

    override package func measure(_ proposal: ProposedSize, in context: LayoutContext) -> Size {
        content.sizeThatFits(proposal, in: context)
    }

    override package func placeChildren(in rect: Rect, context: LayoutContext) {
        content.place(in: rect, context: context)
        decoration.place(in: rect, context: context)
    }

    override package func appendGraphics(to list: inout DisplayList) {
        guard let maskLayer else { return super.appendGraphics(to: &list) }
        // The content and the mask draw into one layer, each in its own role;
        // the tags never change, so graphics copied from the last list keep theirs.
        let start = list.graphics.count
        content.appendSubtree(to: &list)
        list.modifyGraphics(from: start, putInMask(role: .content, of: maskLayer))
        let middle = list.graphics.count
        decoration.appendSubtree(to: &list)
        list.modifyGraphics(from: middle, putInMask(role: .mask, of: maskLayer))
    }

    override package func adjustment(forRebuilding child: LayoutNode) -> ChildGraphicsAdjustment? {
        guard let maskLayer else { return .unchanged }
        return ChildGraphicsAdjustment(modify: putInMask(role: child === decoration ? .mask : .content, of: maskLayer))
    }

    private func putInMask(role: CompositingLayer.Role, of id: GraphicID) -> (inout Graphic) -> Void {
        var layer = CompositingLayer(id: id)
        layer.isMasked = true
        layer.role = role
        return { $0.layers.insert(layer, at: 0) }
    }
}
