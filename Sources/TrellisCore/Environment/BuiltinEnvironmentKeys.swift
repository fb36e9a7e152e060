private struct FontKey: EnvironmentKey {
    static var defaultValue: Font { .body }
}

private struct ForegroundColorKey: EnvironmentKey {
    static var defaultValue: Color? { nil }
}

private struct ColorSchemeKey: EnvironmentKey {
    static var defaultValue: ColorScheme { .light }
}

private struct IsEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

private struct LineLimitKey: EnvironmentKey {
    static var defaultValue: Int? { nil }
}

private struct TextAlignmentKey: EnvironmentKey {
    static var defaultValue: TextAlignment { .leading }
}

private struct FontWeightKey: EnvironmentKey {
    static var defaultValue: Font.Weight? { nil }
}

/// Whether the interface is drawn light on dark or dark on light.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    /// Dark text on a light background.
    case light
    /// Light text on a dark background.
    case dark
}

extension EnvironmentValues {
    /// The font text uses where it does not set its own.
    public var font: Font {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// The colour of text and shapes where they do not set their own; `nil` means `.primary`.
    public var foregroundColor: Color? {
        get { self[ForegroundColorKey.self] }
        set {
            self[ForegroundColorKey.self] = newValue
            // A colour set inside a `.foregroundStyle(gradient)` wins over it.
            foregroundShapeStyle = nil
        }
    }

    /// Light or dark.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// Whether controls respond to input; `.disabled(true)` turns it off for a subtree.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}

extension EnvironmentValues {
    /// The most lines text may take; `nil` for no limit.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// How wrapped lines of text line up.
    public var multilineTextAlignment: TextAlignment {
        get { self[TextAlignmentKey.self] }
        set { self[TextAlignmentKey.self] = newValue }
    }

    /// A weight applied to text that does not set its own font.
    public var fontWeight: Font.Weight? {
        get { self[FontWeightKey.self] }
        set { self[FontWeightKey.self] = newValue }
    }
}
