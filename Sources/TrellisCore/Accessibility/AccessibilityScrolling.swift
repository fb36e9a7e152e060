/// Where a reader asks an object to be brought into view (AT-SPI's
/// `Component.ScrollTo`, whose `AtspiScrollType` names these in this order):
/// a magnifier or a reader's review cursor moves to an object scrolled out
/// of sight and asks for it to be shown.
package enum AccessibilityScrollPlacement: UInt32, Sendable {
    /// Its top-left corner at the viewport's top-left.
    case topLeft = 0
    /// Its bottom-right corner at the viewport's bottom-right.
    case bottomRight
    /// Its top at the viewport's top, scrolled across only as far as needed.
    case topEdge
    /// Its bottom at the viewport's bottom.
    case bottomEdge
    /// Its left edge at the viewport's left, scrolled down only as far as needed.
    case leftEdge
    /// Its right edge at the viewport's right.
    case rightEdge
    /// As little scrolling as shows it, as moving focus with the keys scrolls.
    case anywhere
}

extension FrameDriver {
    /// Scrolls the scroll view that holds `node` so that it shows, placed as
    /// `placement` asks; false when no scroll view holds it or it needs no move.
    /// The new position shows on the next frame.
    package func scrollAccessibilityNode(_ node: AccessibilityNode, to placement: AccessibilityScrollPlacement) -> Bool {
        deliverPendingInput()
        return Self.scrollLayout(holding: node)?.scroll(toShow: node.frame, placement: placement) ?? false
    }

    /// The scroll view `node` is inside: the nearest above the layout that made
    /// it, or for an item its container made (a list's row, which names no
    /// layout of its own), the one inside that container.
    private static func scrollLayout(holding node: AccessibilityNode) -> ScrollLayout? {
        var object: AccessibilityNode? = node
        while let current = object, current.source == nil { object = current.parent }
        guard let object, let source = object.source else { return nil }
        if object !== node, let inside = firstScroll(in: source) { return inside }
        return source.enclosingScrollLayout
    }

    private static func firstScroll(in layout: LayoutNode) -> ScrollLayout? {
        if let scroll = layout as? ScrollLayout { return scroll }
        for child in layout.children {
            if let found = firstScroll(in: child) { return found }
        }
        return nil
    }
}

extension ScrollLayout {
    /// Scrolls so that `item` (in window points) shows, placed as `placement`
    /// asks; by default as little as shows it, as moving focus with the keys
    /// scrolls. Returns whether anything moved.
    @discardableResult
    package func scroll(toShow item: Rect, placement: AccessibilityScrollPlacement = .anywhere) -> Bool {
        let viewport = frame
        func least(_ low: Double, _ high: Double, _ start: Double, _ end: Double) -> Double {
            low < start ? low - start : max(high - end, 0)
        }
        let dx: Double = switch placement {
        case .topLeft, .leftEdge: item.minX - viewport.minX
        case .bottomRight, .rightEdge: item.maxX - viewport.maxX
        case .topEdge, .bottomEdge, .anywhere: least(item.minX, item.maxX, viewport.minX, viewport.maxX)
        }
        let dy: Double = switch placement {
        case .topLeft, .topEdge: item.minY - viewport.minY
        case .bottomRight, .bottomEdge: item.maxY - viewport.maxY
        case .leftEdge, .rightEdge, .anywhere: least(item.minY, item.maxY, viewport.minY, viewport.maxY)
        }
        guard dx != 0 || dy != 0 else { return false }
        return scroll(by: dx, dy)
    }
}
