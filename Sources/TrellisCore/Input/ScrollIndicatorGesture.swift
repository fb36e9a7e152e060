/// What the pointer is doing to a scroll view's indicators.
struct ScrollIndicatorGesture {
    /// The pointer is over an indicator's track.
    var isHovered = false
    /// A press that started on an indicator's track has not been released.
    var isPressed = false
    /// The knob being dragged: its axis, the content offset when it was pressed,
    /// and how many content points a point of knob travel is worth.
    var drag: (axis: Axis, startOffset: Point, contentPerKnobPoint: Double)?

    /// Indicators are drawn thicker while the pointer is on them or holds one.
    var isExpanded: Bool { isHovered || isPressed }
}

/// Scrolling with the indicators, as with macOS scrollers: drag the knob, and
/// the content follows in proportion; press the track beside it, and the
/// content moves by a page towards the press.
///
/// The router hit-tests a scroll view's indicator tracks before its content
/// (they are drawn over it), so a press there never reaches a tap handler below.
extension ScrollLayout {
    /// How much of the previous page a page scroll keeps in view, as `NSScrollView` does by default.
    private static let pageOverlap = 10.0

    func makeIndicatorInteraction() -> Interaction {
        let interaction = Interaction()
        interaction.onPressChange = { [unowned self] pressed in
            indicatorGesture.isPressed = pressed
        }
        interaction.onPressAt = { [unowned self] point in
            pressIndicator(at: point)
        }
        interaction.onDrag = { [unowned self] value, ended in
            dragIndicator(value, ended: ended)
        }
        interaction.onHover = { [unowned self] inside in
            indicatorGesture.isHovered = inside
        }
        return interaction
    }

    private func pressIndicator(at point: Point) {
        indicatorGesture.drag = nil
        guard let indicator = indicator(at: point) else { return }
        let side = indicator.side(of: point)
        guard side == 0 else {
            let page = max((indicator.axis == .vertical ? frame.height : frame.width) - Self.pageOverlap, 1) * Double(side)
            scroll(by: indicator.axis == .horizontal ? page : 0, indicator.axis == .vertical ? page : 0)
            return
        }
        indicatorGesture.drag = (indicator.axis, contentOffset, indicator.contentPerKnobPoint)
    }

    private func dragIndicator(_ value: DragValue, ended: Bool) {
        guard let drag = indicatorGesture.drag else { return }
        var target = drag.startOffset
        switch drag.axis {
        case .vertical: target.y += value.translation.height * drag.contentPerKnobPoint
        case .horizontal: target.x += value.translation.width * drag.contentPerKnobPoint
        }
        scroll(to: target)
        if ended { indicatorGesture.drag = nil }
    }
}
