/// One scroll indicator of a scroll view: a track along an edge, and a knob in
/// it as long as the visible share of the content, placed by the content offset.
package struct ScrollIndicator: Equatable {
    /// The axis this indicator shows and scrolls.
    package let axis: Axis
    /// The strip along the edge that takes presses; wider than the knob, so it is easy to hit.
    package let track: Rect
    /// The part drawn.
    package let knob: Rect
    /// Content points scrolled per point the knob moves, so dragging the knob
    /// to the end of its track shows the end of the content.
    package let contentPerKnobPoint: Double

    /// The knob's thickness normally, and while the pointer is on it or drags it.
    static let thickness = (normal: 4.0, expanded: 8.0)
    /// The gap between the knob and the edge of the scroll view.
    static let inset = 2.0
    /// How far into the scroll view presses reach the indicator.
    static let trackThickness = 12.0
    /// Even for very long content, the knob stays big enough to grab.
    static let minimumLength = 20.0

    /// The indicator for `axis` of a scroll view at `viewport` whose content is
    /// `contentLength` long and scrolled by `offset`; nil when everything fits.
    ///
    /// `reserved` is cut from the far end of the track, so two indicators leave
    /// the corner between them free rather than overlapping there.
    init?(axis: Axis, viewport: Rect, contentLength: Double, offset: Double, reserved: Double, expanded: Bool) {
        let visible = axis == .vertical ? viewport.height : viewport.width
        let trackLength = visible - reserved
        guard contentLength > visible, visible > 0, trackLength > 0 else { return nil }
        let length = min(max(trackLength * visible / contentLength, Self.minimumLength), trackLength)
        let travel = trackLength - length
        let maximumOffset = contentLength - visible
        let position = travel * min(max(offset / maximumOffset, 0), 1)
        let thick = expanded ? Self.thickness.expanded : Self.thickness.normal
        self.axis = axis
        contentPerKnobPoint = travel > 0 ? maximumOffset / travel : 0
        switch axis {
        case .vertical:
            track = Rect(x: viewport.maxX - Self.trackThickness, y: viewport.y, width: Self.trackThickness, height: trackLength)
            knob = Rect(x: viewport.maxX - Self.inset - thick, y: viewport.y + position, width: thick, height: length)
        case .horizontal:
            track = Rect(x: viewport.x, y: viewport.maxY - Self.trackThickness, width: trackLength, height: Self.trackThickness)
            knob = Rect(x: viewport.x + position, y: viewport.maxY - Self.inset - thick, width: length, height: thick)
        }
    }

    /// Where `point` is along the track relative to the knob: -1 before it, 0 on it, 1 after it.
    func side(of point: Point) -> Int {
        let (along, start, end) = axis == .vertical ? (point.y, knob.y, knob.maxY) : (point.x, knob.x, knob.maxX)
        return along < start ? -1 : along > end ? 1 : 0
    }
}
