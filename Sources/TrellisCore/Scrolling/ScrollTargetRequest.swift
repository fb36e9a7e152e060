/// A scroll view asked to show a view: where it is, and which of its points
/// to line up with the same point of the scroll view.
@MainActor
struct ScrollTargetRequest {
    let place: ScrollTargetPlace
    let anchor: UnitPoint?
    /// How to get there: `nil` jumps, as outside `withAnimation`.
    var animation: Animation? = nil

    /// The content offset, before clamping, that shows the target in `viewport`
    /// when the content is now scrolled by `current`.
    func offset(showingIn viewport: Rect, from current: Point) -> Point {
        let target = place.frame
        if let anchor {
            return Point(x: current.x + (target.x + anchor.x * target.width) - (viewport.x + anchor.x * viewport.width),
                         y: current.y + (target.y + anchor.y * target.height) - (viewport.y + anchor.y * viewport.height))
        }
        // Without an anchor, move as little as shows it, its leading edge winning when it is too big.
        func least(_ start: Double, _ length: Double, _ viewStart: Double, _ viewLength: Double) -> Double {
            if start < viewStart || length > viewLength { return start - viewStart }
            return max(start + length - (viewStart + viewLength), 0)
        }
        return Point(x: current.x + least(target.x, target.width, viewport.x, viewport.width),
                     y: current.y + least(target.y, target.height, viewport.y, viewport.height))
    }
}
