/// What a graphic carries from the `.matchedGeometryEffect` source around it:
/// the group it belongs to and where the whole view was placed.
package struct MatchedGeometryTag: Hashable, Sendable {
    /// The (namespace, id) pair, as numbered by the graph's registry.
    package var group: Int
    /// The frame of the view the effect applies to, which the graphic lies within.
    package var frame: Rect
    /// What of the frame the effect matches.
    package var properties: MatchedGeometryProperties
    /// The point of the view that `.position` matches.
    package var anchor: UnitPoint
    /// The clip and mask the graphic had from inside the view, which move with it.
    package var clip: Rect?
    package var mask: Path?

    /// The frame this view takes on when matched to `other`'s: `other`'s size
    /// and anchor point where `properties` say so, its own otherwise.
    package func matched(to other: Rect) -> Rect {
        let size = properties.contains(.size) ? other.size : frame.size
        return Rect(size: size, anchor: anchor, at: anchor.location(in: properties.contains(.position) ? other : frame))
    }

    /// The transform that takes this view's frame to `target`.
    package func transform(to target: Rect) -> CGAffineTransform {
        let sx = frame.width > 0 ? target.width / frame.width : 1
        let sy = frame.height > 0 ? target.height / frame.height : 1
        return CGAffineTransform(a: sx, b: 0, c: 0, d: sy, tx: target.minX - frame.minX * sx, ty: target.minY - frame.minY * sy)
    }

    /// Gives `graphic` the clip and mask it had inside this view, moved with the view to `target`.
    /// A clip from outside the view (a scroll view around it) does not follow it while it flies.
    package func moveClip(of graphic: inout Graphic, to target: Rect) {
        guard clip != nil || mask != nil else { return }
        let transform = transform(to: target)
        graphic.clip = clip?.applying(transform)
        graphic.mask = mask?.applying(transform)
    }

    /// Where a graphic at `rect` in this view's frame lies when the view is at `target`.
    /// Text and symbols keep their size and move with the point they are at: a
    /// view laid out again at another size does not stretch its glyphs.
    package func map(_ rect: Rect, of content: GraphicContent, to target: Rect) -> Rect {
        let sx = frame.width > 0 ? target.width / frame.width : 1
        let sy = frame.height > 0 ? target.height / frame.height : 1
        if content.keepsSizeWhenMatched {
            let midX = target.x + (rect.midX - frame.x) * sx, midY = target.y + (rect.midY - frame.y) * sy
            return Rect(x: midX - rect.width / 2, y: midY - rect.height / 2, width: rect.width, height: rect.height)
        }
        return Rect(x: target.x + (rect.x - frame.x) * sx, y: target.y + (rect.y - frame.y) * sy,
                    width: rect.width * sx, height: rect.height * sy)
    }
}

extension GraphicContent {
    /// Glyphs: drawn at their font's size whatever frame their view has.
    fileprivate var keepsSizeWhenMatched: Bool {
        switch self {
        case .text: return true
        case .image(let picture):
            if case .symbol = picture.source { return true }
            return false
        default: return false
        }
    }
}

extension Rect {
    /// The rectangle of `size` whose `anchor` lies at `point`.
    init(size: Size, anchor: UnitPoint, at point: Point) {
        self.init(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height,
                  width: size.width, height: size.height)
    }
}

/// The wrapper `.matchedGeometryEffect` puts around each displayable.
///
/// A source tags its graphics so the animator can carry them from a view of
/// the same group that leaves in the same update. A view that is not a source
/// is placed again after layout, at the frame of its group's source
/// (see `MatchedGeometryRegistry`).
@MainActor
package final class MatchedGeometryLayout: WrapperLayout {
    package var group: Int { didSet { if group != oldValue { setNeedsPlacement() } } }
    package var properties: MatchedGeometryProperties { didSet { if properties != oldValue { setNeedsPlacement() } } }
    package var anchor: UnitPoint { didSet { if anchor != oldValue { setNeedsPlacement() } } }
    package var isSource: Bool { didSet { if isSource != oldValue { setNeedsPlacement() } } }

    package init(group: Int, properties: MatchedGeometryProperties, anchor: UnitPoint, isSource: Bool) {
        self.group = group
        self.properties = properties
        self.anchor = anchor
        self.isSource = isSource
    }

    override package func appendGraphics(to list: inout DisplayList) {
        let start = list.graphics.count
        super.appendGraphics(to: &list)
        guard isSource, !properties.isEmpty else { return }
        let tag = MatchedGeometryTag(group: group, frame: frame, properties: properties, anchor: anchor)
        // The innermost source wins: a matched picture inside a matched card moves with its own group.
        // What clips a graphic so far was applied inside this view, so it is the view's own.
        list.modifyGraphics(from: start) { graphic in
            guard graphic.matchedGeometry == nil else { return }
            var own = tag
            own.clip = graphic.clip
            own.mask = graphic.mask
            graphic.matchedGeometry = own
        }
    }

    /// Places the content at `source`'s frame, as far as `properties` match it,
    /// or back in this wrapper's own frame when the group has no source.
    func follow(_ source: MatchedGeometryLayout?, context: LayoutContext) {
        guard let child = children.first else { return }
        var rect = frame
        if let source, !properties.isEmpty {
            let target = source.frame
            let size = properties.contains(.size) ? child.sizeThatFits(ProposedSize(target.size), in: context) : frame.size
            rect = Rect(size: size, anchor: anchor, at: anchor.location(in: properties.contains(.position) ? target : frame))
        }
        child.place(in: rect, context: context)
    }

    /// Whether this wrapper is still in the layout tree under `root`.
    func isAttached(to root: LayoutNode) -> Bool {
        var node: LayoutNode? = self
        while let current = node {
            if current === root { return true }
            node = current.parent
        }
        return false
    }
}
