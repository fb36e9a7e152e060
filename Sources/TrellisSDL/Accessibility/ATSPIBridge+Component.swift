@_spi(TrellisExtension) import TrellisCore

/// `org.a11y.atspi.Component`: where an object is on the screen, what is at a
/// point, and keyboard focus.
extension ATSPIBridge {
    /// AT-SPI's coordinate types.
    private enum Coordinates: UInt32 {
        case screen = 0, window = 1, parent = 2
    }

    /// `node`'s rectangle in pixels, in the coordinates `type` names.
    func extents(of node: AccessibilityNode, in type: UInt32) -> (x: Int32, y: Int32, width: Int32, height: Int32) {
        extents(of: node.frame, inside: node, in: type)
    }

    /// Where `rect`, in window points, lies in `type` coordinates, for a part of `node` (a character of its text).
    func extents(of rect: Rect, inside node: AccessibilityNode, in type: UInt32) -> (x: Int32, y: Int32, width: Int32, height: Int32) {
        guard let window = objects.window(of: node) else { return (0, 0, 0, 0) }
        func pixels(_ points: Double) -> Int32 { Int32(clamping: Int((points * window.scale).rounded())) }
        var x = pixels(rect.minX), y = pixels(rect.minY)
        switch Coordinates(rawValue: type) ?? .screen {
        case .screen:
            x += window.origin.x
            y += window.origin.y
        case .window:
            break
        case .parent:
            if let parent = node.parent {
                x -= pixels(parent.frame.minX)
                y -= pixels(parent.frame.minY)
            }
        }
        return (x, y, pixels(rect.width), pixels(rect.height))
    }

    /// The window point, in points, at `x` and `y` given in `type` coordinates around `node`.
    func windowPoint(x: Int32, y: Int32, around node: AccessibilityNode, in type: UInt32) -> Point? {
        guard let window = objects.window(of: node), window.scale > 0 else { return nil }
        let origin = extents(of: Rect(x: 0, y: 0, width: 0, height: 0), inside: node, in: type)
        return Point(x: Double(x - origin.x) / window.scale, y: Double(y - origin.y) / window.scale)
    }

    private func contains(_ node: AccessibilityNode, x: Int32, y: Int32, in type: UInt32) -> Bool {
        let box = extents(of: node, in: type)
        return x >= box.x && y >= box.y && x < box.x + box.width && y < box.y + box.height
    }

    /// The deepest object inside `node` at the point, the last drawn where several overlap.
    private func deepest(in node: AccessibilityNode, x: Int32, y: Int32, type: UInt32) -> AccessibilityNode? {
        guard contains(node, x: x, y: y, in: type) else { return nil }
        for child in node.children.reversed() {
            if let found = deepest(in: child, x: x, y: y, type: type) { return found }
        }
        return node
    }

    func componentAnswer(_ request: BusRequest, _ node: AccessibilityNode) -> BusAnswer {
        switch request.member {
        case "GetExtents":
            let box = extents(of: node, in: request.uint(0) ?? 0)
            return .reply([.structure([.int32(box.x), .int32(box.y), .int32(box.width), .int32(box.height)])])
        case "GetPosition":
            let box = extents(of: node, in: request.uint(0) ?? 0)
            return .reply([.int32(box.x), .int32(box.y)])
        case "GetSize":
            let box = extents(of: node, in: 0)
            return .reply([.int32(box.width), .int32(box.height)])
        case "Contains":
            guard let x = request.int(0), let y = request.int(1) else { return .invalid("Contains takes (iiu)") }
            return .bool(contains(node, x: Int32(clamping: x), y: Int32(clamping: y), in: request.uint(2) ?? 0))
        case "GetAccessibleAtPoint":
            guard let x = request.int(0), let y = request.int(1) else { return .invalid("GetAccessibleAtPoint takes (iiu)") }
            let found = node.children.reversed().lazy
                .compactMap { self.deepest(in: $0, x: Int32(clamping: x), y: Int32(clamping: y), type: request.uint(2) ?? 0) }.first
            return .reply([found.map(reference(to:)) ?? .reference(bus?.uniqueName ?? "", DBusArgument.nullPath)])
        // ATSPI_LAYER_WINDOW for windows, ATSPI_LAYER_WIDGET for the rest.
        case "GetLayer": return .reply([.uint32(node.parent == nil ? 7 : 3)])
        case "GetMDIZOrder": return .reply([.int16(0)])
        case "GetAlpha": return .reply([.double(1)])
        case "GrabFocus":
            guard let window = objects.window(of: node) else { return .bool(false) }
            return .bool(window.driver.focusAccessibilityNode(node))
        case "ScrollTo":
            guard let window = objects.window(of: node) else { return .bool(false) }
            let placement = AccessibilityScrollPlacement(rawValue: request.uint(0) ?? 6) ?? .anywhere
            return .bool(window.driver.scrollAccessibilityNode(node, to: placement))
        // Trellis moves and sizes no window at a reader's request, as a Mac app's windows are the person's to place.
        case "SetExtents", "SetPosition", "SetSize", "ScrollToPoint": return .bool(false)
        default: return .unknown
        }
    }
}
