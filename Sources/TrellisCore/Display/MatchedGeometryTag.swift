/// What a graphic carries from the `.matchedGeometryEffect` source around it:
/// the group it belongs to and where the whole view was placed.
///
/// A class, so that graphics without one (nearly all) stay as small as before.
package final class MatchedGeometryTag: Hashable, Sendable {
    /// The (namespace, id) pair, as numbered by the graph's registry.
    package let group: Int
    /// The frame of the view the effect applies to, which the graphic lies within.
    package let frame: Rect
    /// What of the frame the effect matches.
    package let properties: MatchedGeometryProperties
    /// The point of the view that `.position` matches.
    package let anchor: UnitPoint
    /// The clip and mask the graphic had from inside the view, which move with it.
    package let clip: Rect?
    package let mask: Path?

    package init(group: Int, frame: Rect, properties: MatchedGeometryProperties, anchor: UnitPoint,
                 clip: Rect?, mask: Path?) {
        self.group = group
        self.frame = frame
        self.properties = properties
        self.anchor = anchor
        self.clip = clip
        self.mask = mask
    }

    /// Equal when every field is.
    package static func == (lhs: MatchedGeometryTag, rhs: MatchedGeometryTag) -> Bool {
        lhs.group == rhs.group && lhs.frame == rhs.frame && lhs.properties == rhs.properties
            && lhs.anchor == rhs.anchor && lhs.clip == rhs.clip && lhs.mask == rhs.mask
    }

    /// Hashes the group and frame, which tell tags apart well enough.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(group)
        hasher.combine(frame)
    }

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
