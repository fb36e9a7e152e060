/// The background of the window, or what `.backgroundStyle(_:)` set: the
/// style `.background` names, as in `.fill(.background)`.
public struct BackgroundStyle: ShapeStyle, Hashable {
    /// Makes the style.
    public init() {}

    /// The environment's background style, else the window's background colour.
    public func _resolvedPaint(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        if let style = environment.backgroundShapeStyle { return style._resolvedPaint(in: environment) }
        return .color(Color.windowBackground.resolve(in: environment))
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The window's background, or the one `.backgroundStyle(_:)` set.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

/// The tint of the controls here: `.tint(_:)`'s colour, else the accent colour.
public struct TintShapeStyle: ShapeStyle, Hashable {
    /// Makes the style.
    public init() {}

    /// The environment's tint: a gradient given to `.tint(_:)` paints as a gradient.
    public func _resolvedPaint(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        guard let tint = environment.tintStyle else { return .color(Color.accentColor.resolve(in: environment)) }
        return tint.style._resolvedPaint(in: environment.withoutTint)
    }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The tint of the controls here, as in `.foregroundStyle(.tint)`.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// The colour of the lines between rows and regions.
public struct SeparatorShapeStyle: ShapeStyle, Hashable {
    /// Makes the style.
    public init() {}

    /// The separator colour of the colour scheme, the one lists draw.
    public func _resolvedPaint(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        .color(environment.colorScheme == .light ? RGBA(r: 198, g: 198, b: 200) : RGBA(r: 56, g: 56, b: 58))
    }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// The colour of separators, as in `.border(.separator)`.
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

private struct BackgroundShapeStyleKey: EnvironmentKey {
    static var defaultValue: AnyShapeStyle? { nil }
}

extension EnvironmentValues {
    /// The style `.backgroundStyle(_:)` set, which `.background` then names.
    package var backgroundShapeStyle: AnyShapeStyle? {
        get { self[BackgroundShapeStyleKey.self] }
        set { self[BackgroundShapeStyleKey.self] = newValue }
    }
}

extension View {
    /// Makes `.background` (in `.fill(.background)` or `.background()`) mean `style` inside this view.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.backgroundShapeStyle, AnyShapeStyle(style))
    }
}
