/// Shows a window onto content that may be larger, moved by a content offset.
///
/// The content is offered unlimited length along the scroll axes, so it takes
/// its ideal size there; everything it draws is clipped to the scroll view.
@MainActor
package final class ScrollLayout: LayoutNode, ColorSchemeDependent {
    package let vertical: Bool
    package let horizontal: Bool

    /// A scroll view is a scroll pane holding its content's objects.
    override package func accessibilityElement() -> AccessibilityNode? { AccessibilityNode(role: .scrollPane) }
    /// The indicators are the scroll view's own graphics: showing or hiding them repaints, and moves nothing.
    package var showsIndicators: Bool { didSet { if showsIndicators != oldValue { setNeedsDisplay() } } }
    /// How far the content is scrolled, in points from its top-left corner.
    package private(set) var contentOffset = Point.zero
    private var contentSize = Size.zero
    /// Room an enclosing `.safeAreaInset` keeps at the content's ends, along the
    /// axes that scroll; set by that modifier's layout while it places this one.
    package var safeAreaInsets = EdgeInsets()
    /// A view to bring into sight at the next placement.
    private var pendingTarget: ScrollTargetRequest?
    /// An animated move to a target under way, run by the frame clock.
    private var glide: ScrollGlide?
    /// Seconds per frame of the clock a glide runs on; set when one is asked for.
    private var glideFrameStep = 1.0 / 60
    /// Told after each placement, with the scroll view's rectangle: `.scrollPosition(id:)` follows it.
    var onPlaced: (@MainActor (Rect) -> Void)?
    /// Where the content starts, and stays while it changes size if the
    /// offset was there: `.defaultScrollAnchor(_:)`.
    var defaultAnchor: UnitPoint? { didSet { if defaultAnchor != oldValue { setNeedsPlacement() } } }
    /// Whether the content has been placed, so the default anchor has been applied.
    private var hasPlacedContent = false
    /// Whether the offset moved, and the layout inside changed, since the
    /// last placement; with the rectangle placed in, they tell a placement
    /// that only follows the offset (`ScrollFollowing`).
    private var offsetMovedSincePlacement = false
    private var contentChangedSincePlacement = false
    private var lastPlacedRect: Rect?
    /// Indicators are dark over light content and light over dark, as on macOS.
    package var colorScheme = ColorScheme.light { didSet { if colorScheme != oldValue { setNeedsPlacement() } } }
    private static let indicatorColor = Color(storage: .scheme(light: RGBA(r: 0, g: 0, b: 0, a: 90),
                                                               dark: RGBA(r: 255, g: 255, b: 255, a: 90)))
    private let indicatorIDs = (vertical: GraphicID.next(), horizontal: GraphicID.next())
    /// The indicator graphics the last full drawing appended, to tell whether they moved since.
    private var drawnIndicators: [Graphic] = []
    private let trackIDs = (vertical: GraphicID.next(), horizontal: GraphicID.next())
    /// What the pointer is doing to the indicators; they are drawn thicker while it is on them.
    var indicatorGesture = ScrollIndicatorGesture() {
        didSet { if indicatorGesture.isExpanded != oldValue.isExpanded { setNeedsPlacement() } }
    }

    package init(vertical: Bool, horizontal: Bool, showsIndicators: Bool) {
        self.vertical = vertical
        self.horizontal = horizontal
        self.showsIndicators = showsIndicators
        super.init()
        interaction = makeIndicatorInteraction()
    }

    /// Whether this scroll view scrolls along `axis`.
    package func scrolls(along axis: Axis) -> Bool { axis == .vertical ? vertical : horizontal }

    private func contentProposal(for size: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : size.width, height: vertical ? nil : size.height)
    }

    override package func measure(_ proposal: ProposedSize, in context: LayoutContext) -> Size {
        let content = children.first?.sizeThatFits(contentProposal(for: proposal), in: context) ?? .zero
        return proposal.replacingUnspecified(with: content)
    }

    /// Offered a length, a scroll view takes it: only its ideal length is its content's.
    override package func answerIgnoresChildren(to proposal: ProposedSize, along axis: Axis?) -> Bool {
        switch axis {
        case .horizontal: proposal.width != nil
        case .vertical: proposal.height != nil
        case nil: proposal.width != nil && proposal.height != nil
        }
    }

    /// The largest offset that still shows content, per axis.
    package var maximumOffset: Point {
        Point(x: max(contentSize.width - frame.width, 0), y: max(contentSize.height - frame.height, 0))
    }

    /// Scrolls by `dx`, `dy` points, within the content. Returns whether anything moved.
    @discardableResult
    package func scroll(by dx: Double, _ dy: Double) -> Bool {
        // A NaN offset would poison every layout below; an infinite one scrolls to an end.
        guard !dx.isNaN, !dy.isNaN else {
            Diagnostics.warnOnce("scroll.nan", "a scroll by NaN points was ignored")
            return false
        }
        let limit = maximumOffset
        let target = Point(x: horizontal ? min(max(contentOffset.x + dx, 0), limit.x) : 0,
                           y: vertical ? min(max(contentOffset.y + dy, 0), limit.y) : 0)
        // The user's own scrolling takes over from a glide.
        glide = nil
        guard target != contentOffset else { return false }
        contentOffset = target
        offsetMovedSincePlacement = true
        followingScroll { setNeedsPlacement() }
        return true
    }

    /// Scrolls so the offset is `point`, within the content.
    package func scroll(to point: Point) {
        scroll(by: point.x - contentOffset.x, point.y - contentOffset.y)
    }

    override package func layoutDidInvalidate(through child: LayoutNode?) {
        if !isFollowingScroll { contentChangedSincePlacement = true }
    }

    override package func placeChildren(in rect: Rect, context: LayoutContext) {
        let onlyFollowsOffset = offsetMovedSincePlacement && !contentChangedSincePlacement && rect == lastPlacedRect
        offsetMovedSincePlacement = false
        lastPlacedRect = rect
        // Cleared after: rows a lazy stack builds as they scroll in change no layout the user made.
        defer { contentChangedSincePlacement = false }
        followingScroll(onlyFollows: onlyFollowsOffset) { placeContent(in: rect, context: context) }
    }

    private func placeContent(in rect: Rect, context: LayoutContext) {
        guard let child = children.first else { return }
        let anchoredBefore = defaultAnchor.map { isAt($0) || !hasPlacedContent } ?? false
        hasPlacedContent = true
        let measured = child.sizeThatFits(contentProposal(for: ProposedSize(rect.size)), in: context)
        // The safe area's insets are scrolled room at the ends: the offset can
        // go far enough to bring the content's last part clear of an inset view.
        contentSize = Size(width: measured.width + (horizontal ? safeAreaInsets.horizontal : 0),
                           height: measured.height + (vertical ? safeAreaInsets.vertical : 0))
        let limit = maximumOffset
        contentOffset = Point(x: min(contentOffset.x, limit.x), y: min(contentOffset.y, limit.y))
        if anchoredBefore, let anchor = defaultAnchor {
            // Still at the anchor (a log at its end): follow the content's new size.
            contentOffset = Point(x: horizontal ? anchor.x * limit.x : 0, y: vertical ? anchor.y * limit.y : 0)
        }
        child.place(in: contentRect(in: rect), context: context)
        if let target = pendingTarget {
            pendingTarget = nil
            let start = contentOffset
            // Where the target is is known only once the content is placed, and
            // a lazy row is built (and measured) by the first placement that shows it.
            for _ in 0..<3 {
                // A target brought into sight is brought clear of the safe area's inset views too.
                let wanted = target.offset(showingIn: unobscured(rect), from: contentOffset)
                let next = Point(x: horizontal ? min(max(wanted.x, 0), limit.x) : 0,
                                 y: vertical ? min(max(wanted.y, 0), limit.y) : 0)
                guard next != contentOffset else { break }
                contentOffset = next
                child.place(in: contentRect(in: rect), context: context)
            }
            if let animation = target.animation, contentOffset != start {
                // The target was found where it will be; now glide there from where the content was.
                glide = ScrollGlide(from: start, to: contentOffset, animation: animation,
                                    frameStep: glideFrameStep, target: target)
                contentOffset = start
                child.place(in: contentRect(in: rect), context: context)
            }
        }
        onPlaced?(rect)
    }

    /// The part of `rect` no inset view covers, along the axes that scroll.
    private func unobscured(_ rect: Rect) -> Rect {
        let insets = safeAreaInsets
        let left = horizontal ? insets.leading : 0, top = vertical ? insets.top : 0
        return Rect(x: rect.x + left, y: rect.y + top,
                    width: max(rect.width - left - (horizontal ? insets.trailing : 0), 0),
                    height: max(rect.height - top - (vertical ? insets.bottom : 0), 0))
    }

    /// Where the content goes at the current offset: after the safe area's
    /// leading and top insets, filling the viewport across the axes that do not scroll.
    private func contentRect(in rect: Rect) -> Rect {
        let insets = safeAreaInsets
        let width = contentSize.width - (horizontal ? insets.horizontal : 0)
        let height = contentSize.height - (vertical ? insets.vertical : 0)
        return Rect(x: rect.x - contentOffset.x + (horizontal ? insets.leading : 0),
                    y: rect.y - contentOffset.y + (vertical ? insets.top : 0),
                    width: max(width, horizontal ? 0 : rect.width),
                    height: max(height, vertical ? 0 : rect.height))
    }

    /// Whether the offset is where `anchor` puts it, along the axes that scroll.
    private func isAt(_ anchor: UnitPoint) -> Bool {
        let limit = maximumOffset
        return (!horizontal || abs(contentOffset.x - anchor.x * limit.x) < 0.5)
            && (!vertical || abs(contentOffset.y - anchor.y * limit.y) < 0.5)
    }

    /// Asks the next placement to scroll so that `target` shows, as a `ScrollViewProxy` does.
    /// An animated target glides there on `graph`'s frame clock.
    func request(_ target: ScrollTargetRequest, in graph: ViewGraph) {
        pendingTarget = target
        glide = nil
        setNeedsPlacement()
        guard target.animation != nil else { return }
        glideFrameStep = graph.frameStep
        graph.tickingLayouts.insert(ObjectIdentifier(self)) { [weak self] frame in
            self?.advanceGlide(to: frame) ?? false
        }
    }

    /// Moves a glide on to `frame`; returns whether it still needs the clock.
    private func advanceGlide(to frame: Int) -> Bool {
        guard var current = glide else { return pendingTarget?.animation != nil }
        let (offset, finished) = current.offset(at: frame)
        glide = finished ? nil : current
        let limit = maximumOffset
        contentOffset = Point(x: min(max(offset.x, 0), limit.x), y: min(max(offset.y, 0), limit.y))
        if finished {
            // Rows passed on the way may have measured differently from the estimate: settle exactly.
            var exact = current.target
            exact.animation = nil
            pendingTarget = exact
        }
        offsetMovedSincePlacement = true
        followingScroll { setNeedsPlacement() }
        return !finished
    }

    /// The indicator along `axis`, when the content overflows the view that way and indicators are shown.
    package func indicator(_ axis: Axis) -> ScrollIndicator? {
        guard showsIndicators else { return nil }
        let overflows = (vertical: vertical && contentSize.height > frame.height,
                         horizontal: horizontal && contentSize.width > frame.width)
        let expanded = indicatorGesture.isExpanded
        // With both indicators, each stops short of the corner the other runs into.
        let reserved = overflows.vertical && overflows.horizontal ? ScrollIndicator.trackThickness : 0
        switch axis {
        case .vertical:
            guard overflows.vertical else { return nil }
            return ScrollIndicator(axis: .vertical, viewport: frame, contentLength: contentSize.height,
                                   offset: contentOffset.y, reserved: reserved, expanded: expanded)
        case .horizontal:
            guard overflows.horizontal else { return nil }
            return ScrollIndicator(axis: .horizontal, viewport: frame, contentLength: contentSize.width,
                                   offset: contentOffset.x, reserved: reserved, expanded: expanded)
        }
    }

    /// The indicator whose track is under `point`, if any.
    package func indicator(at point: Point) -> ScrollIndicator? {
        [Axis.vertical, .horizontal].lazy.compactMap { self.indicator($0) }.first { $0.track.contains(point) }
    }

    override package func appendGraphics(to list: inout DisplayList) {
        let start = list.graphics.count
        super.appendGraphics(to: &list)
        list.modifyGraphics(from: start, clipToViewport)
        drawnIndicators = indicatorGraphics()
        for graphic in drawnIndicators { list.append(graphic) }
    }

    override package func adjustment(forRebuilding child: LayoutNode) -> ChildGraphicsAdjustment? {
        // The indicators follow the content's size and offset: when they moved, draw them again.
        indicatorGraphics() == drawnIndicators ? ChildGraphicsAdjustment(modify: clipToViewport) : nil
    }

    private var clipToViewport: (inout Graphic) -> Void {
        let bounds = frame
        return { graphic in
            graphic.clip = graphic.clip.flatMap { $0.overlap(bounds) } ?? (graphic.clip == nil ? bounds : .zero)
        }
    }

    /// The knobs, and their tracks while expanded, as they stand now.
    private func indicatorGraphics() -> [Graphic] {
        var graphics: [Graphic] = []
        let bounds = frame
        for (axis, knobID, trackID) in [(Axis.vertical, indicatorIDs.vertical, trackIDs.vertical),
                                        (.horizontal, indicatorIDs.horizontal, trackIDs.horizontal)] {
            guard let indicator = indicator(axis) else { continue }
            var color = Self.indicatorColor.resolve(in: colorScheme)
            if indicatorGesture.isExpanded {
                // A faint track shows how far the knob can go, as macOS shows it while the pointer is on the scroller.
                graphics.append(Graphic(id: trackID, content: .fill(RGBA(r: color.r, g: color.g, b: color.b, a: color.a / 4)),
                                        frame: indicator.track, version: 0, clip: bounds, opacity: 1))
                color.a = UInt8(min(Int(color.a) * 3 / 2, 255))
            }
            graphics.append(Graphic(id: knobID, content: .fill(color), frame: indicator.knob, version: 0, clip: bounds, opacity: 1))
        }
        return graphics
    }
}
