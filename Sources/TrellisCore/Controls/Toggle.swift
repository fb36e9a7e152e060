/// The looks of a toggle.
public enum ToggleStyleKind: Hashable, Sendable {
    /// A sliding switch after the label; the default.
    case `switch`
    /// A box with a check mark before the label.
    case checkbox
}

private struct ToggleStyleKey: EnvironmentKey {
    static var defaultValue: ToggleStyleKind { .switch }
}

extension EnvironmentValues {
    /// How toggles inside look.
    public var toggleStyle: ToggleStyleKind {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how toggles inside this view look: `.switch` or `.checkbox`.
    public func toggleStyle(_ style: ToggleStyleKind) -> some View {
        environment(\.toggleStyle, style)
    }
}

/// A control that turns a Boolean on and off, by click or by Space when focused.
public struct Toggle<Label: View>: View {
    @Binding var isOn: Bool
    let label: Label
    @Environment(\.toggleStyle) private var style
    @Environment(\.isEnabled) private var isEnabled

    /// A toggle bound to `isOn`, labelled by what `label` builds.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        _isOn = isOn
        self.label = label()
    }

    /// The label and the switch or box, responding to clicks and Space.
    public var body: some View {
        HStack(spacing: 8) {
            if style == .checkbox {
                checkbox
                label
            } else {
                label
                Spacer(minLength: 8)
                toggleSwitch
            }
        }
        .opacity(isEnabled ? 1 : 0.5)
        .modifier(InteractionModifier { [_isOn] interaction in
            interaction.onTap = { _ in _isOn.wrappedValue.toggle() }
            interaction.isFocusable = true
            interaction.cursor = .pointingHand
        })
    }

    private var toggleSwitch: some View {
        Capsule().fill(isOn ? Color.accentColor : Color.gray.opacity(0.35))
            .frame(width: 40, height: 24)
            .overlay(Circle().fill(Color.white).frame(width: 20, height: 20).padding(2),
                     alignment: isOn ? .trailing : .leading)
    }

    private var checkbox: some View {
        RoundedRectangle(cornerRadius: 4).fill(isOn ? Color.accentColor : Color.gray.opacity(0.2))
            .frame(width: 18, height: 18)
            .overlay(Image(systemName: "checkmark").font(.system(size: 14)).foregroundColor(.white).opacity(isOn ? 1 : 0))
    }
}

extension Toggle where Label == Text {
    /// A toggle titled `title`, bound to `isOn`.
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}
