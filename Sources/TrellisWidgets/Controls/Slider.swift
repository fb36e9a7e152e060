@_spi(TrellisExtension) import TrellisCore

/// A control for a value in a range: drag the knob, click the track, or use the arrow keys.
///
/// A label, when given, goes before the track (unless `.labelsHidden()`), and
/// the minimum and maximum value labels at either end of it.
public struct Slider<Label: View, ValueLabel: View>: View {
    let value: any SliderValue
    let bounds: ClosedRange<Double>
    let step: Double?
    let label: Label
    let minimumValueLabel: ValueLabel
    let maximumValueLabel: ValueLabel
    let onEditingChanged: @MainActor (Bool) -> Void
    @Environment(\.controlLabelsHidden) private var labelsHidden
    @Environment(\.formRowLook) private var formLook

    init<V: BinaryFloatingPoint>(value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?, label: Label,
                                 minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
                                 onEditingChanged: @escaping @MainActor (Bool) -> Void) where V.Stride: BinaryFloatingPoint {
        self.value = SliderBinding(binding: value)
        let low = Double(bounds.lowerBound), high = Double(bounds.upperBound)
        let lower = low.isFinite ? low : 0
        let upper = high.isFinite ? max(high, lower) : lower + 1
        self.bounds = lower...upper
        self.step = step.map { Double($0) }.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.onEditingChanged = onEditingChanged
    }

    /// A slider bound to `value` within `bounds`, described by `label`, with
    /// `minimumValueLabel` and `maximumValueLabel` at the ends of its track;
    /// `onEditingChanged` hears `true` when a drag starts and `false` when it ends.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: minimumValueLabel(),
                  maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }

    /// A slider like `init(value:in:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)`
    /// that snaps to multiples of `step` from the lower bound.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, label: label(), minimumValueLabel: minimumValueLabel(),
                  maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }

    /// A slider in the older form, with the value labels given as views and the label last.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
                                        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
                                        @ViewBuilder label: () -> Label)
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: minimumValueLabel,
                  maximumValueLabel: maximumValueLabel, onEditingChanged: onEditingChanged)
    }

    /// A stepping slider in the older form, with the value labels given as views and the label last.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
                                        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
                                        @ViewBuilder label: () -> Label)
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, label: label(), minimumValueLabel: minimumValueLabel,
                  maximumValueLabel: maximumValueLabel, onEditingChanged: onEditingChanged)
    }

    /// Whether anything but the track shows; known from the types, so a bare
    /// slider is just its track.
    private var hasLabels: Bool {
        (Label.self != EmptyView.self && !labelsHidden) || ValueLabel.self != EmptyView.self
    }

    /// The label, the value labels and the track; in a form, the label goes in its label column.
    public var body: some View {
        let track = SliderTrack(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged,
                                accessibilityName: (label as? Text)?.content)
        if let formLook, Label.self != EmptyView.self, !labelsHidden {
            FormRow(look: formLook) { label } content: {
                minimumValueLabel
                track
                maximumValueLabel
            }
        } else if hasLabels {
            HStack(spacing: 8) {
                if !labelsHidden { label }
                minimumValueLabel
                track
                maximumValueLabel
            }
        } else {
            track
        }
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider bound to `value` within `bounds`, described by `label`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: EmptyView(),
                  maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }

    /// A slider bound to `value` within `bounds`, snapping to `step`, described by `label`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, label: label(), minimumValueLabel: EmptyView(),
                  maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider in the older form, with the label last.
    /// (SwiftUI deprecates it; the newer order wins when both fit.)
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
                                        @ViewBuilder label: () -> Label)
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: EmptyView(),
                  maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }

    /// A stepping slider in the older form, with the label last.
    /// (SwiftUI deprecates it; the newer order wins when both fit.)
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
                                        @ViewBuilder label: () -> Label)
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, label: label(), minimumValueLabel: EmptyView(),
                  maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider bound to `value` within `bounds`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: EmptyView(), minimumValueLabel: EmptyView(),
                  maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }

    /// A slider bound to `value` within `bounds`, snapping to multiples of `step` from the lower bound.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, label: EmptyView(), minimumValueLabel: EmptyView(),
                  maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }
}

/// A slider's value, whatever floating-point type it is kept in.
@MainActor protocol SliderValue {
    var current: Double { get nonmutating set }
}

/// A binding to a slider's value, kept with its own type so that two sliders
/// bound to the same storage compare equal and skip their bodies.
struct SliderBinding<V: BinaryFloatingPoint>: SliderValue {
    let binding: Binding<V>

    var current: Double {
        get { Double(binding.wrappedValue) }
        nonmutating set { binding.wrappedValue = V(newValue) }
    }
}
