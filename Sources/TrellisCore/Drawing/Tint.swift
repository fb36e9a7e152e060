/// What `.tint(_:)` set: the style itself, for views that can paint any
/// style (`.fill(.tint)`), and the colour, when it was one.
struct ControlTintStyle {
    let style: AnyShapeStyle
    let color: Color?
}

private struct ControlTintKey: EnvironmentKey {
    static var defaultValue: ControlTintStyle? { nil }
}

extension EnvironmentValues {
    /// The tint `.tint(_:)` set here, as one value whatever its form; `nil` for the accent colour.
    var tintStyle: ControlTintStyle? {
        get { self[ControlTintKey.self] }
        set { self[ControlTintKey.self] = newValue }
    }

    /// The colour controls inside are drawn in instead of the accent colour; `nil` for the accent colour.
    ///
    /// A control paints one colour, so a gradient tint gives its first stop, as SwiftUI's do.
    package var controlTint: Color? {
        guard let tint = tintStyle else { return nil }
        if let color = tint.color { return color }
        return Color(storage: .rgba(tint.style._resolvedPaint(in: withoutTint).representativeColor))
    }

    /// The colour a control is tinted with here.
    package var resolvedTint: Color { controlTint ?? .accentColor }

    /// These values with no tint: a tint given as `.tint` resolves outside itself, not into itself.
    var withoutTint: EnvironmentValues {
        var outside = self
        outside.tintStyle = nil
        return outside
    }
}

extension View {
    /// Draws the controls inside this view (prominent and default buttons,
    /// switches, checkboxes, sliders, progress views, links, list selection)
    /// in `tint` instead of the accent colour; `nil` goes back to the accent colour.
    public func tint(_ tint: Color?) -> some View {
        environment(\.tintStyle, tint.map { ControlTintStyle(style: AnyShapeStyle($0), color: $0) })
    }

    /// Tints the controls inside this view with `tint`; a control that paints
    /// one colour takes a gradient's first stop, and `.fill(.tint)` paints the style itself.
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        environment(\.tintStyle, tint.map { ControlTintStyle(style: AnyShapeStyle($0), color: $0 as? Color) })
    }

    /// Keeps the controls inside in their own neutral colours whatever tint
    /// surrounds them, as a Mac draws pop-up buttons and toolbar buttons.
    package func neutralTint() -> some View {
        environment(\.tintStyle, nil)
    }
}
