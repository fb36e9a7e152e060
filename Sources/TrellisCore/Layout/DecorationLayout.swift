/// One displayable with a background or overlay laid over the same frame.
///
/// The content decides the size; each displayable of the decoration is
/// offered exactly that size and aligned within it, as SwiftUI's `.background`
/// and `.overlay` do (layered as a `ZStack` would: aligned one by one in the
/// same frame, they land where a stack of them would put them).
///
/// The decoration's displayables are this node's own children, beside the
/// content: a background's before it, an overlay's (or a mask's) after it, so
/// that paint order is child order. The decoration's graph node keeps this
/// node as its container and places them by offsets among themselves, which
/// this node shifts past the content; a `ZStackLayout` slot between them was
/// one more layout node for every decorated row of a list.
@MainActor
package final class DecorationLayout: LayoutNode {
    // It makes no interaction of its own, so a tap on it is kept in it.
    override package var holdsTapsItself: Bool { true }

    override package var drawsChildrenWherePlaced: Bool { true }

    // A mask draws through a layer of its own, which is left to a full redraw.
    override package var canBeMovedWithoutPlacing: Bool { maskLayer == nil }

    // The content is a child too: the graph's edits reach the decoration by its own offsets.
    override package var rearrangesChildrenPlainly: Bool { false }

    package let content: LayoutNode
    /// Where each displayable of the decoration sits in the content's frame.
    package var alignment: Alignment {
        didSet {
            guard alignment != oldValue else { return }
            realigned = true
            setNeedsLayout()
        }
    }
    /// Whether the alignment changed since the decoration was last placed,
    /// which moves it though neither it nor the content changed.
    private var realigned = false

    /// Where the decoration goes: behind, in front, or as the content's mask.
    package enum Placement {
        case background, overlay, mask
    }

    /// The offscreen layer a mask draws the content through; `nil` for a background or overlay.
    private let maskLayer: GraphicID?
    /// The index among `children` of the decoration's first displayable.
    private let decorationStart: Int

    /// A node around `content` whose decoration is built into it afterwards.
    package init(content: LayoutNode, placement: Placement, alignment: Alignment) {
        self.content = content
        self.alignment = alignment
        maskLayer = placement == .mask ? GraphicID.next() : nil
        decorationStart = placement == .background ? 0 : 1
        super.init()
        adopt(content)
    }

    /// Where the decoration's displayables stand among `children`, back to front.
    private var decorationIndices: Range<Int> {
        decorationStart == 0 ? 0..<(children.count - 1) : 1..<children.count
    }

    override package func insertChild(_ child: LayoutNode, at offset: Int) {
        super.insertChild(child, at: offset + decorationStart)
    }

    override package func removeChild(at offset: Int) {
        super.removeChild(at: offset + decorationStart)
    }

    override package func moveChild(from source: Int, to destination: Int) {
        super.moveChild(from: source + decorationStart, to: destination + decorationStart)
    }

    override package var traitSource: LayoutNode? { content }

    override package func measure(_ proposal: ProposedSize, in context: LayoutContext) -> Size {
        content.sizeThatFits(proposal, in: context)
    }

    override package func placeChildren(in rect: Rect, context: LayoutContext) {
        // The content stands where this node last put everything: a decoration
        // that needs no placing was placed in this very frame, so it is left
        // alone, as a slot around it was by its own `place(in:context:)`.
        let sameFrame = !realigned && content.frame.hasSameFrame(as: rect)
        realigned = false
        content.place(in: rect, context: context)
        for index in decorationIndices {
            let child = children[index]
            if sameFrame && !child.needsPlacement { continue }
            let size = child.sizeThatFits(ProposedSize(rect.size), in: context)
            child.place(in: Rect(origin: alignment.origin(of: size, in: rect), size: size), context: context)
        }
    }

    override package func appendGraphics(to list: inout DisplayList) {
        guard let maskLayer else { return super.appendGraphics(to: &list) }
        // The content and the mask draw into one layer, each in its own role;
        // the tags never change, so graphics copied from the last list keep theirs.
        let start = list.graphics.count
        content.appendSubtree(to: &list)
        list.modifyGraphics(from: start, putInMask(role: .content, of: maskLayer))
        let middle = list.graphics.count
        for index in decorationIndices { children[index].appendSubtree(to: &list) }
        list.modifyGraphics(from: middle, putInMask(role: .mask, of: maskLayer))
    }

    override package func adjustment(forRebuilding child: LayoutNode) -> ChildGraphicsAdjustment? {
        guard let maskLayer else { return .unchanged }
        return ChildGraphicsAdjustment(modify: putInMask(role: child === content ? .content : .mask, of: maskLayer))
    }

    private func putInMask(role: CompositingLayer.Role, of id: GraphicID) -> (inout Graphic) -> Void {
        var layer = CompositingLayer(id: id)
        layer.isMasked = true
        layer.role = role
        return { $0.layers.insert(layer, at: 0) }
    }
}
