/// Whether a graphic can put a pixel where a person sees it: the one test
/// behind both animations and frame followers that rest while out of sight.
extension Graphic {
    /// Whether the graphic, where it is, can cover a pixel of `bounds` (the
    /// window, in points) inside its clip, whatever its opacity: a view that
    /// fades itself in and out shows again by its own next frame. One drawn
    /// through offscreen layers may be turned in 3D, out of its frame, and always counts.
    package func canShow(in bounds: Rect) -> Bool {
        guard layers.isEmpty else { return true }
        return canCover(frame, turned: rotation != 0, in: bounds)
    }

    /// Whether a graphic anywhere within `reach` (its frame, or every frame an
    /// animation takes it through), `turned` about its rotation centre or not,
    /// can cover a pixel of `bounds` inside its clip.
    package func canCover(_ reach: Rect, turned: Bool, in bounds: Rect) -> Bool {
        var reach = reach
        if turned {
            // Turned about its centre, it stays within the circle through its farthest corner.
            let centre = rotationCenter
            let across = max(abs(reach.minX - centre.x), abs(reach.maxX - centre.x))
            let down = max(abs(reach.minY - centre.y), abs(reach.maxY - centre.y))
            let radius: Double = (across * across + down * down).squareRoot()
            reach = Rect(x: centre.x - radius, y: centre.y - radius, width: 2 * radius, height: 2 * radius)
        }
        var visible = bounds
        if let clip {
            guard let inside = visible.overlap(clip) else { return false }
            visible = inside
        }
        return reach.overlap(visible) != nil
    }
}
