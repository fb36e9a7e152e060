/// A control for a value in a range: drag the knob, click the track, or use the arrow keys.
public struct Slider: View {
    @Binding var value: Double
    let bounds: ClosedRange<Double>
    let step: Double?
    @Environment(\.isEnabled) private var isEnabled
    private static let knob = 20.0

    /// A slider bound to `value`, within `bounds`, snapping to `step` when given.
    public init(value: Binding<Double>, in bounds: ClosedRange<Double> = 0...1, step: Double? = nil) {
        _value = value
        let low = bounds.lowerBound.isFinite ? bounds.lowerBound : 0
        let high = bounds.upperBound.isFinite ? max(bounds.upperBound, low) : low + 1
        self.bounds = low...high
        self.step = step.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    }

    private var fraction: Double {
        let span = bounds.upperBound - bounds.lowerBound
        guard span > 0, value.isFinite else { return 0 }
        return min(max((value - bounds.lowerBound) / span, 0), 1)
    }

    /// `raw` clamped to the range and snapped to the step.
    func settled(_ raw: Double) -> Double {
        var result = min(max(raw, bounds.lowerBound), bounds.upperBound)
        if let step { result = bounds.lowerBound + ((result - bounds.lowerBound) / step).rounded() * step }
        return min(max(result, bounds.lowerBound), bounds.upperBound)
    }

    /// The track, the filled part and the knob.
    public var body: some View {
        GeometryReader { proxy in
            let travel = max(proxy.size.width - Self.knob, 0)
            ZStack(alignment: .leading) {
                Capsule().fill(Color.gray.opacity(0.3)).frame(height: 4).padding(.horizontal, Self.knob / 2)
                Capsule().fill(isEnabled ? Color.accentColor : Color.gray)
                    .frame(width: travel * fraction, height: 4).offset(x: Self.knob / 2)
                Circle().fill(Color.white).overlay(Circle().stroke(Color.gray.opacity(0.6), lineWidth: 1))
                    .frame(width: Self.knob, height: Self.knob).offset(x: travel * fraction)
            }
            .frame(width: proxy.size.width, height: Self.knob)
        }
        .frame(minWidth: 80, maxWidth: .infinity)
        .frame(height: Self.knob)
        .modifier(InteractionModifier { [_value, bounds, step] interaction in
            let slider = Slider(value: _value, in: bounds, step: step)
            let set: @MainActor (Double) -> Void = { [unowned interaction] x in
                guard let frame = interaction.layout?.frame else { return }
                let travel = max(frame.width - Self.knob, 1)
                let fraction = min(max((x - frame.x - Self.knob / 2) / travel, 0), 1)
                _value.wrappedValue = slider.settled(bounds.lowerBound + fraction * (bounds.upperBound - bounds.lowerBound))
            }
            interaction.onDrag = { drag, _ in set(drag.location.x) }
            interaction.onPressChange = { _ in }
            interaction.onTap = { _ in }
            interaction.isFocusable = true
            interaction.onKey = { key, _ in
                let nudge = step ?? (bounds.upperBound - bounds.lowerBound) / 20
                switch key {
                case .left, .down: _value.wrappedValue = slider.settled(_value.wrappedValue - nudge)
                case .right, .up: _value.wrappedValue = slider.settled(_value.wrappedValue + nudge)
                case .home: _value.wrappedValue = bounds.lowerBound
                case .end: _value.wrappedValue = bounds.upperBound
                default: return false
                }
                return true
            }
            interaction.onPressAt = { point in set(point.x) }
        })
    }
}
