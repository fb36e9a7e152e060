@_spi(TrellisExtension) import TrellisCore

/// A slider's track, filled part and knob, and how they respond to the
/// pointer and the keyboard.
struct SliderTrack: View {
    let value: any SliderValue
    let bounds: ClosedRange<Double>
    let step: Double?
    let onEditingChanged: @MainActor (Bool) -> Void
    /// The slider's label when it is a text, which names it for assistive technology.
    var accessibilityName: String?
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.resolvedTint) private var tint
    @Environment(\.controlSize) private var size

    private var knob: CGFloat { 20 * size.scale }

    private var fraction: Double {
        let span = bounds.upperBound - bounds.lowerBound
        let current = value.current
        guard span > 0, current.isFinite else { return 0 }
        return min(max((current - bounds.lowerBound) / span, 0), 1)
    }

    /// `raw` clamped to the range and snapped to the step. A NaN (from a
    /// value the app stored, or a step of zero) settles on the lower bound:
    /// `min` and `max` pass NaN through, and the binding must never hold one.
    static func settled(_ raw: Double, in bounds: ClosedRange<Double>, step: Double?) -> Double {
        guard !raw.isNaN else { return bounds.lowerBound }
        var result = min(max(raw, bounds.lowerBound), bounds.upperBound)
        if let step, step > 0, step.isFinite { result = bounds.lowerBound + ((result - bounds.lowerBound) / step).rounded() * step }
        guard !result.isNaN else { return bounds.lowerBound }
        return min(max(result, bounds.lowerBound), bounds.upperBound)
    }

    var body: some View {
        let knob = self.knob
        return GeometryReader { proxy in
            let travel = max(proxy.size.width - knob, 0)
            ZStack(alignment: .leading) {
                // The track runs edge to edge, lined up with the controls above and
                // below it, as in GTK and on a Mac; the knob stays inside it.
                Capsule().fill(Color.gray.opacity(0.3)).frame(height: 4)
                Capsule().fill(isEnabled ? tint : Color.gray)
                    .frame(width: travel * fraction + knob / 2, height: 4)
                Circle().fill(Color.white).overlay(Circle().stroke(Color.gray.opacity(0.6), lineWidth: 1))
                    .frame(width: knob, height: knob).offset(x: travel * fraction)
            }
            .frame(width: proxy.size.width, height: knob)
        }
        .frame(minWidth: 80, maxWidth: .infinity)
        .frame(height: knob)
        .modifier(InteractionModifier { [value, bounds, step, onEditingChanged, accessibilityName] interaction in
            let settle: @MainActor (Double) -> Double = { Self.settled($0, in: bounds, step: step) }
            let set: @MainActor (Double) -> Void = { [unowned interaction] x in
                // A pointer nowhere (NaN or infinitely far) moves nothing.
                guard x.isFinite, let frame = interaction.layout?.frame else { return }
                let travel = max(frame.width - knob, 1)
                let fraction = min(max((x - frame.x - knob / 2) / travel, 0), 1)
                value.current = settle(bounds.lowerBound + fraction * (bounds.upperBound - bounds.lowerBound))
            }
            interaction.onDrag = { drag, _ in set(drag.location.x) }
            interaction.onPressChange = { pressed in onEditingChanged(pressed) }
            interaction.onTap = { _ in }
            interaction.isFocusable = true
            interaction.onKey = { key, _ in
                let nudge = step ?? (bounds.upperBound - bounds.lowerBound) / 20
                let next: Double
                switch key {
                case .left, .down: next = settle(value.current - nudge)
                case .right, .up: next = settle(value.current + nudge)
                case .home: next = bounds.lowerBound
                case .end: next = bounds.upperBound
                default: return false
                }
                onEditingChanged(true)
                value.current = next
                onEditingChanged(false)
                return true
            }
            interaction.onPressAt = { point in set(point.x) }
            // Its actions step it as the arrow keys do.
            interaction.accessibility = {
                ControlAccessibility(role: .slider, name: accessibilityName,
                                     range: AccessibilityRange(current: value.current, minimum: bounds.lowerBound,
                                                               maximum: bounds.upperBound, step: step ?? 0),
                                     tapAction: nil, stepKeys: (up: .right, down: .left),
                                     setValue: { target in
                                         onEditingChanged(true)
                                         value.current = settle(target)
                                         onEditingChanged(false)
                                     })
            }
        })
    }
}
