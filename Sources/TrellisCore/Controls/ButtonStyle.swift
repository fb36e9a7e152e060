/// The built-in looks of a button.
public enum ButtonStyleKind: Hashable, Sendable {
    /// Tinted text on a light tinted rounded background; the default.
    case bordered
    /// White text on a solid tinted background, for the main action.
    case borderedProminent
    /// Just the label, tinted.
    case plain
}

extension ButtonStyleKind {
    /// The default look of buttons.
    public static var automatic: ButtonStyleKind { .bordered }
}

private struct ButtonStyleKey: EnvironmentKey {
    static var defaultValue: ButtonStyleKind { .automatic }
}

extension EnvironmentValues {
    /// How buttons inside look.
    public var buttonStyle: ButtonStyleKind {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how buttons inside this view look: `.bordered`, `.borderedProminent` or `.plain`.
    public func buttonStyle(_ style: ButtonStyleKind) -> some View {
        environment(\.buttonStyle, style)
    }
}
