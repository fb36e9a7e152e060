@_spi(TrellisExtension) import TrellisCore

/// A control that runs an action when clicked, or when Space or Enter is
/// pressed while it has focus.
///
/// How it looks, and how it responds, comes from the button style in the
/// environment (`.buttonStyle(_:)`), bordered unless one is set.
public struct Button<Label: View>: View {
    let action: @MainActor () -> Void
    let content: Label
    let buttonRole: ButtonRole?
    /// Set for a button made from a style's configuration: the depth of the
    /// style that made it, so it draws with the style around that one.
    let styleDepth: Int?
    @Environment(\.buttonStyleStack) private var styles
    @Environment(\.buttonDismissal) private var dismissal

    /// A button showing what `label` builds.
    public init(role: ButtonRole? = nil, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        buttonRole = role
        self.action = action
        content = label()
        styleDepth = nil
    }

    /// The label, drawn and made to respond by the button style in effect.
    public var body: some View {
        let chosen = styles.style(outside: styleDepth)
        // In an alert, a dialog or a menu, every button also closes it.
        let run: @MainActor () -> Void = if dismissal.isPresented {
            { [action, dismissal] in
                dismissal()
                action()
            }
        } else {
            action
        }
        let configuration = PrimitiveButtonStyleConfiguration(
            role: buttonRole, label: .init(content), action: run, styleDepth: chosen?.depth ?? -1)
        return StyledBody(erased: StyleBody.make(chosen?.style ?? DefaultButtonStyle(), configuration))
    }
}

extension Button where Label == Text {
    /// A button titled `title`.
    public init<S: StringProtocol>(_ title: S, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == SwiftUILabel<Text, Image> {
    /// A button showing a symbol beside `title`.
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole? = nil,
                                   action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { SwiftUILabel(title, systemImage: systemImage) }
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// A button made inside a `PrimitiveButtonStyle`'s `makeBody(configuration:)`:
    /// it shows the configuration's label, triggers its action, and draws with
    /// the style that was in effect around the custom one.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        buttonRole = configuration.role
        action = configuration.action
        content = configuration.label
        styleDepth = configuration.styleDepth
    }
}

/// `Label`, named so the generic parameter of `Button` does not hide it.
public typealias SwiftUILabel = Label
