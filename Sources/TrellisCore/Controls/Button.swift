/// What a button does, when it matters to how it looks.
public enum ButtonRole: Hashable, Sendable {
    /// Deletes or destroys something: drawn in red.
    case destructive
    /// Backs out of an action.
    case cancel
}

/// A control that runs an action when clicked, or when Space or Enter is
/// pressed while it has focus.
public struct Button<Label: View>: View {
    let action: @MainActor () -> Void
    let label: Label
    let role: ButtonRole?
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.buttonStyle) private var style
    @State private var isPressed = false

    /// A button showing what `label` builds.
    public init(role: ButtonRole? = nil, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role
        self.action = action
        self.label = label()
    }

    private var tint: Color { role == .destructive ? .red : .accentColor }

    /// The styled label, responding to the pointer and the keyboard.
    public var body: some View {
        let look = ButtonLook(style: style, tint: tint, isEnabled: isEnabled, isPressed: isPressed)
        return HStack(spacing: 6) { label }
            .foregroundColor(look.foreground)
            .padding(.horizontal, look.padsLabel ? 12 : 0)
            .padding(.vertical, look.padsLabel ? 6 : 0)
            .background(RoundedRectangle(cornerRadius: 6).fill(look.background))
            .opacity(look.opacity)
            .modifier(InteractionModifier { [action] interaction in
                interaction.onTap = { _ in action() }
                interaction.onPressChange = { pressed in isPressed = pressed }
                interaction.cursor = .pointingHand
                interaction.isFocusable = true
            })
    }
}

extension Button where Label == Text {
    /// A button titled `title`.
    public init<S: StringProtocol>(_ title: S, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == SwiftUILabel {
    /// A button showing a symbol beside `title`.
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole? = nil,
                                   action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Label(title, systemImage: systemImage) }
    }
}

/// `Label`, named so the generic parameter of `Button` does not hide it.
public typealias SwiftUILabel = Label

/// The colours and padding of a button in a style and state.
struct ButtonLook {
    let foreground: Color
    let background: Color
    let opacity: Double
    let padsLabel: Bool

    init(style: ButtonStyleKind, tint: Color, isEnabled: Bool, isPressed: Bool) {
        let pressedDim = isPressed ? 0.6 : 1
        switch style {
        case .plain:
            foreground = isEnabled ? tint : .gray
            background = .clear
            padsLabel = false
        case .bordered:
            foreground = isEnabled ? tint : .gray
            background = (isEnabled ? tint : .gray).opacity(isPressed ? 0.3 : 0.15)
            padsLabel = true
        case .borderedProminent:
            foreground = .white
            background = isEnabled ? tint : .gray
            padsLabel = true
        }
        opacity = isEnabled ? pressedDim : 0.6
    }
}
