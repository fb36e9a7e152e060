/// Where a presentation's card goes in the window.
package enum PresentationPlacement: Equatable, Sendable {
    /// In the middle of the window: sheets, alerts and dialogs.
    case centered
    /// Beside its anchor, the arrow on `arrowEdge` of the card: `.top` puts the
    /// card below the anchor, as SwiftUI's popovers do by default.
    case popover(arrowEdge: Edge)
    /// Below its anchor, lined up with its leading edge (a pop-up menu or a
    /// context menu at the pointer), or beside it when `beside` (a submenu).
    case menu(beside: Bool)
    /// Just below the pointer: a tooltip.
    case tooltip
    /// A drag preview, even partly outside the window: with its top-leading
    /// corner on the anchor, so a copy of the source stays under the pointer
    /// where it was grabbed, or `centred` on it, for a preview of its own.
    case dragPreview(centred: Bool)

    /// Whether this is a menu's placement, whose arrows move the highlight.
    package var isMenu: Bool {
        if case .menu = self { true } else { false }
    }

    /// Space kept between a card and the window's edges.
    static let margin = 8.0
    /// Space between a popover and its anchor.
    static let gap = 6.0

    /// The card's rectangle for a card of `size` anchored to `anchor`, kept
    /// inside `bounds`: flipped to the other side when it does not fit, then
    /// clamped, so a card anchored off-screen still shows whole.
    nonisolated func frame(of size: Size, anchor: Rect, in bounds: Rect) -> Rect {
        let inner = bounds.insetBy(dx: Self.margin, dy: Self.margin)
        var origin: Point
        switch self {
        case .dragPreview(let centred):
            // Not clamped: it stays under the pointer.
            let x = centred ? anchor.minX - size.width / 2 : anchor.minX, y = centred ? anchor.minY - size.height / 2 : anchor.minY
            return Rect(origin: Point(x: x.rounded(), y: y.rounded()), size: size)
        case .centered:
            origin = Point(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2)
        case .popover(let arrowEdge):
            origin = Self.popoverOrigin(of: size, anchor: anchor, arrowEdge: arrowEdge, inner: inner)
        case .menu(let beside):
            origin = beside ? Point(x: anchor.maxX, y: anchor.minY) : Point(x: anchor.minX, y: anchor.maxY)
            if origin.x + size.width > inner.maxX { origin.x = (beside ? anchor.minX : anchor.maxX) - size.width }
            if origin.y + size.height > inner.maxY { origin.y = (beside ? anchor.maxY : anchor.minY) - size.height }
        case .tooltip:
            origin = Point(x: anchor.minX, y: anchor.maxY + 16)
            if origin.y + size.height > inner.maxY { origin.y = anchor.minY - 8 - size.height }
        }
        origin.x = Self.clamp(origin.x, length: size.width, within: inner.minX, inner.maxX)
        origin.y = Self.clamp(origin.y, length: size.height, within: inner.minY, inner.maxY)
        return Rect(origin: Point(x: origin.x.rounded(), y: origin.y.rounded()), size: size)
    }

    private nonisolated static func popoverOrigin(of size: Size, anchor: Rect, arrowEdge: Edge, inner: Rect) -> Point {
        let centredX = anchor.midX - size.width / 2, centredY = anchor.midY - size.height / 2
        let below = anchor.maxY + gap, above = anchor.minY - gap - size.height
        let after = anchor.maxX + gap, before = anchor.minX - gap - size.width
        switch arrowEdge {
        case .top: return Point(x: centredX, y: below + size.height > inner.maxY && above >= inner.minY ? above : below)
        case .bottom: return Point(x: centredX, y: above < inner.minY && below + size.height <= inner.maxY ? below : above)
        case .leading: return Point(x: after + size.width > inner.maxX && before >= inner.minX ? before : after, y: centredY)
        case .trailing: return Point(x: before < inner.minX && after + size.width <= inner.maxX ? after : before, y: centredY)
        }
    }

    /// `start` moved so a run of `length` lies within `low`…`high`; a run too
    /// long for the space starts at `low`.
    private nonisolated static func clamp(_ start: Double, length: Double, within low: Double, _ high: Double) -> Double {
        max(low, min(start, high - length))
    }
}
