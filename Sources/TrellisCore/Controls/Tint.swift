private struct ControlTintKey: EnvironmentKey {
    static var defaultValue: Color? { nil }
}

extension EnvironmentValues {
    /// The colour controls inside are drawn in instead of the accent colour; `nil` for the accent colour.
    var controlTint: Color? {
        get { self[ControlTintKey.self] }
        set { self[ControlTintKey.self] = newValue }
    }

    /// The colour a control is tinted with here.
    var resolvedTint: Color { controlTint ?? .accentColor }
}

extension View {
    /// Draws the controls inside this view (bordered buttons, switches,
    /// checkboxes, sliders, progress bars) in `tint` instead of the accent
    /// colour; `nil` goes back to the accent colour.
    public func tint(_ tint: Color?) -> some View {
        environment(\.controlTint, tint)
    }
}
