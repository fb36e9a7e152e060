/// Shows a window onto content that may be larger, moved by a content offset.
///
/// The content is offered unlimited length along the scroll axes, so it takes
/// its ideal size there; everything it draws is clipped to the scroll view.
@MainActor
package final class ScrollLayout: LayoutNode {
    package let vertical: Bool
    package let horizontal: Bool
    package var showsIndicators: Bool
    /// How far the content is scrolled, in points from its top-left corner.
    package private(set) var contentOffset = Point.zero
    private var contentSize = Size.zero
    package var indicatorColor = RGBA(r: 0, g: 0, b: 0, a: 90)
    private let indicatorID = GraphicID.next()

    package init(vertical: Bool, horizontal: Bool, showsIndicators: Bool) {
        self.vertical = vertical
        self.horizontal = horizontal
        self.showsIndicators = showsIndicators
    }

    private func contentProposal(for size: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : size.width, height: vertical ? nil : size.height)
    }

    override package func measure(_ proposal: ProposedSize, in context: LayoutContext) -> Size {
        let content = children.first?.sizeThatFits(contentProposal(for: proposal), in: context) ?? .zero
        return proposal.replacingUnspecified(with: content)
    }

    /// The largest offset that still shows content, per axis.
    package var maximumOffset: Point {
        Point(x: max(contentSize.width - frame.width, 0), y: max(contentSize.height - frame.height, 0))
    }

    /// Scrolls by `dx`, `dy` points, within the content. Returns whether anything moved.
    @discardableResult
    package func scroll(by dx: Double, _ dy: Double) -> Bool {
        let limit = maximumOffset
        let target = Point(x: horizontal ? min(max(contentOffset.x + dx, 0), limit.x) : 0,
                           y: vertical ? min(max(contentOffset.y + dy, 0), limit.y) : 0)
        guard target != contentOffset else { return false }
        contentOffset = target
        setNeedsPlacement()
        return true
    }

    /// The scroll view this one is inside, if any.
    package var enclosingScrollLayout: ScrollLayout? {
        var node = parent
        while let current = node {
            if let scroll = current as? ScrollLayout { return scroll }
            node = current.parent
        }
        return nil
    }

    /// Scrolls so the offset is `point`, within the content.
    package func scroll(to point: Point) {
        scroll(by: point.x - contentOffset.x, point.y - contentOffset.y)
    }

    override package func placeChildren(in rect: Rect, context: LayoutContext) {
        guard let child = children.first else { return }
        contentSize = child.sizeThatFits(contentProposal(for: ProposedSize(rect.size)), in: context)
        let limit = maximumOffset
        contentOffset = Point(x: min(contentOffset.x, limit.x), y: min(contentOffset.y, limit.y))
        child.place(in: Rect(x: rect.x - contentOffset.x, y: rect.y - contentOffset.y,
                             width: max(contentSize.width, horizontal ? 0 : rect.width),
                             height: max(contentSize.height, vertical ? 0 : rect.height)), context: context)
    }

    /// Where the vertical indicator is drawn, when the content is taller than the view.
    package var verticalIndicatorFrame: Rect? {
        guard vertical, showsIndicators, contentSize.height > frame.height, frame.height > 0 else { return nil }
        let length = max(frame.height * frame.height / contentSize.height, 20)
        let travel = frame.height - length
        let progress = maximumOffset.y > 0 ? contentOffset.y / maximumOffset.y : 0
        return Rect(x: frame.maxX - 6, y: frame.y + travel * progress, width: 4, height: length)
    }

    override package func appendGraphics(to list: inout DisplayList) {
        let start = list.graphics.count
        super.appendGraphics(to: &list)
        let bounds = frame
        list.modifyGraphics(from: start) { graphic in
            graphic.clip = graphic.clip.flatMap { $0.intersection(bounds) } ?? (graphic.clip == nil ? bounds : .zero)
        }
        if let indicator = verticalIndicatorFrame {
            list.append(Graphic(id: indicatorID, content: .fill(indicatorColor), frame: indicator,
                                version: 0, clip: bounds, opacity: 1))
        }
    }
}
