/// Routes input events to the displayables under the pointer.
///
/// Hit testing walks the layout tree front to back (reverse paint order), so
/// the frontmost target under the pointer gets the press.
@MainActor
package final class EventRouter {
    private weak var pressed: GestureLayout?
    private weak var lastTapped: GestureLayout?
    private var tapsInARow = 0
    private var lastTapFrame = 0
    /// The frame number, for telling double taps from two single taps.
    package var frame = 0

    package init() {}

    /// Delivers `event` to the layout tree under `root`.
    package func handle(_ event: Event, root: LayoutNode) {
        switch event {
        case .pointerDown(let point):
            pressed = hitTarget(at: point, in: root)
            pressed?.onPressChange?(true)
        case .pointerUp(let point):
            guard let target = pressed else { return }
            pressed = nil
            target.onPressChange?(false)
            guard target.frame.contains(point) else { return }
            // Taps closer than a third of a second (20 frames) count as one multi-tap.
            tapsInARow = target === lastTapped && frame - lastTapFrame <= 20 ? tapsInARow + 1 : 1
            lastTapped = target
            lastTapFrame = frame
            if tapsInARow % target.tapCount == 0 { target.onTap?(tapsInARow) }
        case let .scroll(dx, dy, point):
            var scrollable = scrollTarget(at: point, in: root)
            // The innermost scroll view that can still move takes the wheel.
            while let current = scrollable, !current.scroll(by: dx, dy) {
                scrollable = current.enclosingScrollLayout
            }
        default:
            break
        }
    }

    /// The innermost scroll view containing `point`.
    package func scrollTarget(at point: Point, in node: LayoutNode) -> ScrollLayout? {
        for child in node.children.reversed() {
            if let target = scrollTarget(at: point, in: child) { return target }
        }
        if let scroll = node as? ScrollLayout, scroll.frame.contains(point) { return scroll }
        return nil
    }

    /// The frontmost gesture target containing `point`.
    package func hitTarget(at point: Point, in node: LayoutNode) -> GestureLayout? {
        guard node.frame.contains(point) || node.children.isEmpty == false else { return nil }
        for child in node.children.reversed() {
            if let target = hitTarget(at: point, in: child) { return target }
        }
        if let target = node as? GestureLayout, target.onTap != nil || target.onPressChange != nil,
           target.frame.contains(point) {
            return target
        }
        return nil
    }
}
