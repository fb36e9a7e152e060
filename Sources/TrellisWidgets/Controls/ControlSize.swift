@_spi(TrellisExtension) import TrellisCore

/// How large controls are drawn: their padding, and the font of their labels
/// where no font has been chosen.
public enum ControlSize: Hashable, Sendable, CaseIterable {
    /// The smallest controls.
    case mini
    /// Compact controls.
    case small
    /// The usual size.
    case regular
    /// Roomier controls.
    case large
    /// The largest controls.
    case extraLarge
}

private struct ControlSizeKey: EnvironmentKey {
    static var defaultValue: ControlSize { .regular }
}

extension EnvironmentValues {
    /// The size of controls inside; `.regular` unless `.controlSize(_:)` says otherwise.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

extension View {
    /// Draws the controls inside this view at `controlSize`.
    public func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)
    }
}

/// The measurements that change with a control's size.
extension ControlSize {
    /// How far a bordered button's background reaches past its label.
    var buttonPadding: (horizontal: CGFloat, vertical: CGFloat) {
        switch self {
        case .mini: (6, 1)
        case .small: (8, 3)
        case .regular: (12, 6)
        case .large: (16, 9)
        case .extraLarge: (20, 12)
        }
    }

    /// The corner radius of a bordered button's background.
    var buttonCornerRadius: CGFloat {
        switch self {
        case .mini, .small: 4
        case .regular: 6
        case .large: 8
        case .extraLarge: 10
        }
    }

    /// The font a control's label takes when the environment's is still the
    /// default body font: a font set on purpose always wins.
    func labelFont(replacing font: Font) -> Font {
        guard font == .body else { return font }
        switch self {
        case .mini: return .caption2
        case .small: return .footnote
        case .regular, .large: return font
        case .extraLarge: return .title3
        }
    }

    /// How much larger than regular a control's fixed parts (a switch, a slider's knob) are drawn.
    var scale: CGFloat {
        switch self {
        case .mini: 0.6
        case .small: 0.8
        case .regular: 1
        case .large: 1.2
        case .extraLarge: 1.4
        }
    }
}
