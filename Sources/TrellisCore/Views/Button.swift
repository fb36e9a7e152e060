/// A control that runs an action when clicked.
public struct Button<Label: View>: View {
    let action: @MainActor () -> Void
    let label: Label
    @Environment(\.isEnabled) private var isEnabled
    @State private var isPressed = false

    /// A button showing what `label` builds.
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    /// The button's content.
    public var body: some View {
        label
            .foregroundColor(isEnabled ? (isPressed ? Color.accentColor.opacity(0.5) : .accentColor) : .gray)
            .padding(.horizontal, 8)
            .padding(.vertical, 4)
            .modifier(TapGestureModifier(count: 1, action: { if isEnabled { action() } },
                                         onPressChange: { pressed in isPressed = pressed && isEnabled }))
    }
}

extension Button where Label == Text {
    /// A button titled `title`.
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

extension View {
    func modifier<Modifier: PrimitiveModifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
