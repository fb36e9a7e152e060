@_spi(TrellisExtension) import TrellisCore

/// A control that turns a Boolean on and off.
///
/// How it looks and responds comes from the toggle style in the environment
/// (`.toggleStyle(_:)`): a switch after the label unless one is set, which
/// flips on a click, or on Space while focused.
public struct Toggle<Label: View>: View {
    @Binding var isOn: Bool
    let content: Label
    /// Set for a toggle made from a style's configuration (see `Button`).
    let styleDepth: Int?
    @Environment(\.toggleStyleStack) private var styles

    /// A toggle bound to `isOn`, labelled by what `label` builds.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        _isOn = isOn
        content = label()
        styleDepth = nil
    }

    /// The label and the control, drawn by the toggle style in effect.
    public var body: some View {
        let chosen = styles.style(outside: styleDepth)
        let configuration = ToggleStyleConfiguration(label: .init(content), isOn: $isOn, styleDepth: chosen?.depth ?? -1)
        return StyleBody.make(chosen?.style ?? DefaultToggleStyle(), configuration)
    }
}

extension Toggle where Label == Text {
    /// A toggle titled `title`, bound to `isOn`.
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == SwiftUILabel<Text, Image> {
    /// A toggle titled `title` with the symbol `systemImage`, bound to `isOn`.
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { SwiftUILabel(title, systemImage: systemImage) }
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// A toggle made inside a `ToggleStyle`'s `makeBody(configuration:)`, drawn
    /// with the toggle style that was in effect around the custom one.
    public init(_ configuration: ToggleStyleConfiguration) {
        _isOn = configuration.$isOn
        content = configuration.label
        styleDepth = configuration.styleDepth
    }
}
