/// A pair of − and + buttons that step a value, with a label.
public struct Stepper<Label: View>: View {
    let label: Label
    let increment: @MainActor () -> Void
    let decrement: @MainActor () -> Void

    /// A stepper that calls `onIncrement` and `onDecrement`.
    public init(onIncrement: @escaping @MainActor () -> Void, onDecrement: @escaping @MainActor () -> Void,
                @ViewBuilder label: () -> Label) {
        self.label = label()
        increment = onIncrement
        decrement = onDecrement
    }

    /// The label, then the buttons.
    public var body: some View {
        HStack(spacing: 8) {
            label
            Spacer(minLength: 8)
            HStack(spacing: 2) {
                Button("−", action: decrement)
                Button("+", action: increment)
            }
        }
    }
}

extension Stepper where Label == Text {
    /// A stepper titled `title` that steps `value` by `step` within `bounds`.
    public init<S: StringProtocol, Value: Strideable>(_ title: S, value: Binding<Value>, in bounds: ClosedRange<Value>,
                                                      step: Value.Stride = 1) {
        self.init(onIncrement: {
            let next = value.wrappedValue.advanced(by: step)
            value.wrappedValue = min(next, bounds.upperBound)
        }, onDecrement: {
            let next = value.wrappedValue.advanced(by: -step)
            value.wrappedValue = max(next, bounds.lowerBound)
        }, label: { Text(title) })
    }

    /// A stepper titled `title` that steps `value` by `step`, without limits.
    public init<S: StringProtocol, Value: Strideable>(_ title: S, value: Binding<Value>, step: Value.Stride = 1) {
        self.init(onIncrement: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
                  onDecrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) },
                  label: { Text(title) })
    }
}
