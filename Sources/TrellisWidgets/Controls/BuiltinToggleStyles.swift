@_spi(TrellisExtension) import TrellisCore

/// The platform's usual toggle: a switch after the label.
public struct DefaultToggleStyle: ToggleStyle {
    /// The default style.
    public init() {}

    /// A switch after the label.
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleStyle().makeBody(configuration: configuration)
    }
}

/// A sliding switch after the label, pushed to the far end of the row.
public struct SwitchToggleStyle: ToggleStyle {
    /// The switch style.
    public init() {}

    /// A switch after the label.
    public func makeBody(configuration: Configuration) -> some View {
        StandardToggle(kind: .switch, configuration: configuration)
    }
}

/// A box with a check mark before the label.
public struct CheckboxToggleStyle: ToggleStyle {
    /// The checkbox style.
    public init() {}

    /// A checkbox before the label.
    public func makeBody(configuration: Configuration) -> some View {
        StandardToggle(kind: .checkbox, configuration: configuration)
    }
}

/// A button showing the label, filled with the tint while on.
public struct ButtonToggleStyle: ToggleStyle {
    /// The button style for toggles.
    public init() {}

    /// A button that stays down while on.
    public func makeBody(configuration: Configuration) -> some View {
        ToggleButton(configuration: configuration)
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The platform's usual toggle: a switch.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A sliding switch after the label.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    /// A box with a check mark before the label.
    public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button that stays down while on.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// The switch and checkbox looks, which flip on a click or on Space while focused.
private struct StandardToggle: View {
    enum Kind { case `switch`, checkbox }

    let kind: Kind
    let configuration: ToggleStyleConfiguration
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.resolvedTint) private var tint
    @Environment(\.controlSize) private var size
    @Environment(\.controlLabelsHidden) private var labelsHidden
    @Environment(\.formRowLook) private var formLook
    @Environment(\.font) private var font

    var body: some View {
        parts
        .environment(\.font, size.labelFont(replacing: font))
        .opacity(isEnabled ? 1 : 0.5)
        .modifier(InteractionModifier { [configuration] interaction in
            interaction.onTap = { _ in configuration.isOn.toggle() }
            interaction.isFocusable = true
            interaction.cursor = .pointingHand
            // GTK gives a check button the check box role and a switch the toggle button role.
            interaction.accessibility = { [kind] in
                ControlAccessibility(role: kind == .checkbox ? .checkBox : .toggleButton, checked: configuration.isOn,
                                     tapAction: AccessibilityNode.ActionName.toggle)
            }
        })
    }

    /// A switch's label goes in a form's label column; a checkbox keeps its
    /// title beside the box, in the control column, as on a Mac.
    @ViewBuilder private var parts: some View {
        if kind == .switch, let formLook, !labelsHidden {
            FormRow(look: formLook) { configuration.label } content: { toggleSwitch }
        } else {
            HStack(spacing: 8) {
                if kind == .checkbox {
                    checkbox
                    if !labelsHidden { configuration.label }
                } else {
                    // Outside a form a switch hugs its label, as on a Mac: beside a
                    // `Spacer` it keeps its one-line width and the spacer takes the rest.
                    if !labelsHidden { configuration.label }
                    toggleSwitch
                }
            }
        }
    }

    private var toggleSwitch: some View {
        let scale = size.scale
        return Capsule().fill(configuration.isOn ? tint : Color.gray.opacity(0.35))
            .frame(width: 40 * scale, height: 24 * scale)
            .overlay(Circle().fill(Color.white).frame(width: 20 * scale, height: 20 * scale).padding(2 * scale),
                     alignment: configuration.isOn ? .trailing : .leading)
    }

    /// An unchecked box is the field colour inside a grey border, as GTK and
    /// macOS draw it; a borderless light grey square was nearly invisible on white.
    private static let uncheckedFill = Color(storage: .scheme(light: RGBA(r: 255, g: 255, b: 255), dark: RGBA(r: 58, g: 58, b: 60)))
    private static let uncheckedBorder = Color(storage: .scheme(light: RGBA(r: 0, g: 0, b: 0, a: 90),
                                                                dark: RGBA(r: 255, g: 255, b: 255, a: 70)))

    private var checkbox: some View {
        let side = 18 * size.scale
        let box = RoundedRectangle(cornerRadius: 4 * size.scale)
        return box.fill(configuration.isOn ? tint : Self.uncheckedFill)
            .overlay(box.strokeBorder(configuration.isOn ? Color.clear : Self.uncheckedBorder, lineWidth: 1))
            .frame(width: side, height: side)
            .overlay(Image(systemName: "checkmark").font(.system(size: 14 * size.scale)).foregroundColor(.white)
                .opacity(configuration.isOn ? 1 : 0))
    }
}

/// A toggle drawn as a bordered button that turns prominent while on.
private struct ToggleButton: View {
    let configuration: ToggleStyleConfiguration
    @State private var isPressed = false

    var body: some View {
        let look = ButtonStyleConfiguration(role: nil, label: .init(configuration.label), isPressed: isPressed)
        return StandardButtonBody(look: configuration.isOn ? .borderedProminent : .bordered, configuration: look)
            .modifier(InteractionModifier { [configuration, _isPressed] interaction in
                interaction.onTap = { _ in configuration.isOn.toggle() }
                interaction.onPressChange = { pressed in _isPressed.wrappedValue = pressed }
                interaction.cursor = .pointingHand
                interaction.isFocusable = true
                interaction.accessibility = {
                    ControlAccessibility(role: .toggleButton, checked: configuration.isOn, tapAction: AccessibilityNode.ActionName.toggle)
                }
            })
    }
}
