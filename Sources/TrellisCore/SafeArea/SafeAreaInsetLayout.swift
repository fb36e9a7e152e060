/// Places a view's inset view at one edge and the view in the rest.
///
/// SwiftUI shrinks the safe area rather than the view: content that respects
/// the safe area (most views) is laid out in what is left, while a scroll view
/// reaches under the inset view and insets its scrolled content instead, so
/// rows pass beneath a bar yet the last one can still be scrolled clear of it.
@MainActor
package final class SafeAreaInsetLayout: LayoutNode {
    private(set) var edge: Edge
    private(set) var alignment: Double
    private(set) var spacing: Double

    init(edge: Edge, alignment: Double, spacing: Double) {
        self.edge = edge
        self.alignment = alignment
        self.spacing = Self.sanitised(spacing)
    }

    /// A spacing that cannot be laid out (NaN, infinite) counts as none.
    private static func sanitised(_ spacing: Double) -> Double {
        guard spacing.isFinite else {
            Diagnostics.warnOnce("safeAreaInset.spacing", "safeAreaInset spacing \(spacing) is not finite; 0 is used")
            return 0
        }
        return spacing
    }

    func configure(edge: Edge, alignment: Double, spacing: Double) {
        let spacing = Self.sanitised(spacing)
        guard edge != self.edge || alignment != self.alignment || spacing != self.spacing else { return }
        self.edge = edge
        self.alignment = alignment
        self.spacing = spacing
        setNeedsLayout()
    }

    private var isVertical: Bool { edge == .top || edge == .bottom }

    private var parts: (content: LayoutNode, inset: LayoutNode)? {
        children.count == 2 ? (children[0], children[1]) : nil
    }

    /// The inset view's size, offered the length across its edge and asked its ideal along it.
    private func insetSize(_ inset: LayoutNode, in proposal: ProposedSize, context: LayoutContext) -> Size {
        let size = inset.sizeThatFits(isVertical ? ProposedSize(width: proposal.width, height: nil)
                                                 : ProposedSize(width: nil, height: proposal.height), in: context)
        let width = proposal.width.map { min(size.width, $0) } ?? size.width
        let height = proposal.height.map { min(size.height, $0) } ?? size.height
        return Size(width: width, height: height)
    }

    /// The length the inset view and its spacing take along the axis across its edge.
    private func reserved(by inset: Size) -> Double {
        max((isVertical ? inset.height : inset.width) + spacing, 0)
    }

    private func shrunk(_ proposal: ProposedSize, by length: Double) -> ProposedSize {
        isVertical ? ProposedSize(width: proposal.width, height: proposal.height.map { max($0 - length, 0) })
                   : ProposedSize(width: proposal.width.map { max($0 - length, 0) }, height: proposal.height)
    }

    package override func measure(_ proposal: ProposedSize, in context: LayoutContext) -> Size {
        guard let parts else { return .zero }
        let inset = insetSize(parts.inset, in: proposal, context: context)
        let length = reserved(by: inset)
        let content = parts.content.sizeThatFits(shrunk(proposal, by: length), in: context)
        return isVertical ? Size(width: max(content.width, inset.width), height: content.height + length)
                          : Size(width: content.width + length, height: max(content.height, inset.height))
    }

    package override func placeChildren(in rect: Rect, context: LayoutContext) {
        guard let parts else { return }
        let inset = insetSize(parts.inset, in: ProposedSize(rect.size), context: context)
        let length = reserved(by: inset)
        parts.inset.place(in: insetRect(inset, in: rect), context: context)

        var insets = EdgeInsets()
        switch edge {
        case .top: insets.top = length
        case .bottom: insets.bottom = length
        case .leading: insets.leading = length
        case .trailing: insets.trailing = length
        }
        if let scroll = Self.scrollView(filling: parts.content), scroll.scrolls(along: isVertical ? .vertical : .horizontal) {
            if scroll.safeAreaInsets != insets {
                scroll.safeAreaInsets = insets
                scroll.forgetSizes(below: self)
            }
            parts.content.place(in: rect, context: context)
        } else {
            parts.content.place(in: Rect(x: rect.x + insets.leading, y: rect.y + insets.top,
                                         width: max(rect.width - insets.horizontal, 0),
                                         height: max(rect.height - insets.vertical, 0)), context: context)
        }
    }

    /// Where the inset view goes: against its edge, aligned along it.
    private func insetRect(_ size: Size, in rect: Rect) -> Rect {
        switch edge {
        case .top:
            Rect(x: rect.x + (rect.width - size.width) * alignment, y: rect.y, width: size.width, height: size.height)
        case .bottom:
            Rect(x: rect.x + (rect.width - size.width) * alignment, y: rect.maxY - size.height,
                 width: size.width, height: size.height)
        case .leading:
            Rect(x: rect.x, y: rect.y + (rect.height - size.height) * alignment, width: size.width, height: size.height)
        case .trailing:
            Rect(x: rect.maxX - size.width, y: rect.y + (rect.height - size.height) * alignment,
                 width: size.width, height: size.height)
        }
    }

    /// The scroll view that is the whole of `node` (through wrappers with one
    /// child: frames, paddings, backgrounds' hosts), if there is one.
    private static func scrollView(filling node: LayoutNode) -> ScrollLayout? {
        var current = node
        while true {
            if let scroll = current as? ScrollLayout { return scroll }
            guard current.children.count == 1 else { return nil }
            current = current.children[0]
        }
    }
}
