@_spi(TrellisExtension) import TrellisCore

/// A pair of − and + buttons that step a value, after a label.
///
/// A button whose action is `nil`, or that would step past the bounds, is
/// disabled.
public struct Stepper<Label: View>: View {
    let label: Label
    let increment: (@MainActor () -> Void)?
    let decrement: (@MainActor () -> Void)?
    let onEditingChanged: @MainActor (Bool) -> Void
    /// Whether the value is still inside its bounds on either side; read in the
    /// body, so the stepper (not the view that made it) runs again when it changes.
    var canStep: @MainActor () -> (up: Bool, down: Bool) = { (true, true) }
    @Environment(\.controlLabelsHidden) private var labelsHidden
    @Environment(\.formRowLook) private var formLook

    /// A stepper described by `label` that calls `onIncrement` and `onDecrement`;
    /// `onEditingChanged` hears `true` before each step and `false` after it.
    public init(@ViewBuilder label: () -> Label, onIncrement: (@MainActor () -> Void)?,
                onDecrement: (@MainActor () -> Void)?, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }) {
        self.label = label()
        increment = onIncrement
        decrement = onDecrement
        self.onEditingChanged = onEditingChanged
    }

    /// A stepper that calls `onIncrement` and `onDecrement`, described by `label`.
    public init(onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
                onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.init(label: label, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    /// A stepper described by `label` that steps `value` by `step`, without limits.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }) {
        self.init(label: label, onIncrement: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
                  onDecrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) },
                  onEditingChanged: onEditingChanged)
    }

    /// A stepper described by `label` that steps `value` by `step` within `bounds`.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }) {
        self.init(label: label,
                  onIncrement: { value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound) },
                  onDecrement: { value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) },
                  onEditingChanged: onEditingChanged)
        canStep = { (value.wrappedValue < bounds.upperBound, value.wrappedValue > bounds.lowerBound) }
    }

    /// A stepper like `init(value:step:label:onEditingChanged:)`, in the
    /// older argument order with the label last.
    /// (SwiftUI deprecates it; the newer order wins when both fit.)
    @_disfavoredOverload
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
                               @ViewBuilder label: () -> Label) {
        self.init(value: value, step: step, label: label, onEditingChanged: onEditingChanged)
    }

    /// A stepper like `init(value:in:step:label:onEditingChanged:)`, in the
    /// older argument order with the label last.
    /// (SwiftUI deprecates it; the newer order wins when both fit.)
    @_disfavoredOverload
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
                               @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
    }

    /// The label, then the buttons; in a form, the label goes in its label column.
    public var body: some View {
        // One spin button whose actions run what the − and + buttons run, named by its label.
        parts
            .accessibilityControl(.spinButton, label: (label as? Text)?.content, children: .ignore)
            .accessibilityAdjustableAction { direction in perform(direction == .increment ? increment : decrement) }
    }

    @ViewBuilder private var parts: some View {
        if let formLook, !labelsHidden {
            FormRow(look: formLook) { label } content: { buttons }
        } else {
            HStack(spacing: 8) {
                if !labelsHidden {
                    label
                    Spacer(minLength: 8)
                }
                buttons
            }
        }
    }

    /// The − and + buttons, one control to the keyboard: a single Tab stop,
    /// with the focus ring round both, that the arrow keys step, as a Mac's
    /// stepper and GTK's spin button are. The buttons themselves take no focus,
    /// so a click steps without moving the keyboard.
    private var buttons: some View {
        let can = canStep()
        return HStack(spacing: 2) {
            Button("−") { perform(decrement) }.disabled(decrement == nil || !can.down)
            Button("+") { perform(increment) }.disabled(increment == nil || !can.up)
        }
        .buttonStyle(BorderedButtonStyle())
        .environment(\.buttonTakesFocus, false)
        .modifier(InteractionModifier { [increment, decrement, canStep, onEditingChanged] interaction in
            interaction.isFocusable = increment != nil || decrement != nil
            // Makes the focus, held here and not by a button, the spin button's (the body hides this node).
            interaction.accessibility = { ControlAccessibility(role: .spinButton, tapAction: nil) }
            interaction.onKey = { key, held in
                guard held.isEmpty else { return false }
                let can = canStep()
                let action: (@MainActor () -> Void)?
                switch key {
                case .up, .right: action = can.up ? increment : nil
                case .down, .left: action = can.down ? decrement : nil
                default: return false
                }
                if let action {
                    onEditingChanged(true)
                    action()
                    onEditingChanged(false)
                }
                // At a bound the key is still the stepper's: it must not scroll the form.
                return true
            }
        })
    }

    private func perform(_ action: (@MainActor () -> Void)?) {
        guard let action else { return }
        onEditingChanged(true)
        action()
        onEditingChanged(false)
    }
}

extension Stepper where Label == Text {
    /// A stepper titled `title` that calls `onIncrement` and `onDecrement`.
    public init<S: StringProtocol>(_ title: S, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
                                   onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement,
                  onEditingChanged: onEditingChanged)
    }

    /// A stepper titled `title` that steps `value` by `step` within `bounds`.
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>,
                                                  step: V.Stride = 1,
                                                  onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    /// A stepper titled `title` that steps `value` by `step`, without limits.
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }
}
