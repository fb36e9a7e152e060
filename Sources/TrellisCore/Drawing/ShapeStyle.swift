/// Something a shape, a text or a background can be painted with: a colour or a gradient.
///
/// `Color`, `LinearGradient`, `RadialGradient`, `AngularGradient` and
/// `EllipticalGradient` are shape styles, so `.fill`, `.stroke`,
/// `.foregroundStyle` and `.border` take any of them.
public protocol ShapeStyle: Sendable {
    /// The paint this style stands for in `environment`; the foreground colour unless a type says otherwise.
    func _resolvedPaint(in environment: EnvironmentValues) -> ResolvedShapeStyle
}

extension ShapeStyle {
    /// A style of its own says nothing, so it paints like the foreground.
    public func _resolvedPaint(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        ForegroundStyle()._resolvedPaint(in: environment)
    }
}

/// A style a shape is painted with, resolved to pixels' worth of facts.
public enum ResolvedShapeStyle: Hashable, Sendable {
    /// One colour everywhere.
    case color(RGBA)
    /// Colours that change across the painted frame.
    case gradient(ResolvedGradient)

    /// The colour to use where one colour must stand for the whole style
    /// (hit testing, a fallback): the colour itself, or a gradient's first stop.
    public var representativeColor: RGBA {
        switch self {
        case .color(let color): color
        case .gradient(let gradient): gradient.stops.first?.color ?? RGBA(r: 0, g: 0, b: 0, a: 0)
        }
    }
}

extension Color: ShapeStyle {
    /// A colour paints itself.
    public func _resolvedPaint(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        .color(resolve(in: environment))
    }
}

/// The style of text and shapes in the environment: `.foregroundStyle`'s, else the foreground colour.
public struct ForegroundStyle: ShapeStyle, Hashable {
    /// Makes the style.
    public init() {}

    /// The environment's foreground style or colour, else `.primary`.
    public func _resolvedPaint(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        if let style = environment.foregroundShapeStyle { return style._resolvedPaint(in: environment) }
        return .color((environment.foregroundColor ?? .primary).resolve(in: environment))
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style of the environment.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// Any shape style, with its type hidden.
public struct AnyShapeStyle: ShapeStyle {
    private let base: any ShapeStyle

    /// Wraps `style`.
    public init<S: ShapeStyle>(_ style: S) {
        base = (style as? AnyShapeStyle)?.base ?? style
    }

    /// The wrapped style's paint.
    public func _resolvedPaint(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        base._resolvedPaint(in: environment)
    }
}

extension ShapeStyle where Self == Color {
    // Implicit member look-up in a generic `ShapeStyle` position (`.fill(.red)`
    // on a generic overload, `.foregroundStyle(.secondary)`) finds only members
    // declared on the protocol.

    /// Black in light mode, white in dark mode.
    public static var primary: Color { Color.primary }
    /// A dimmer `primary`, for secondary text.
    public static var secondary: Color { Color.secondary }
    /// No colour.
    public static var clear: Color { Color.clear }
    /// Black.
    public static var black: Color { Color.black }
    /// White.
    public static var white: Color { Color.white }
    /// Red.
    public static var red: Color { Color.red }
    /// Orange.
    public static var orange: Color { Color.orange }
    /// Yellow.
    public static var yellow: Color { Color.yellow }
    /// Green.
    public static var green: Color { Color.green }
    /// Blue.
    public static var blue: Color { Color.blue }
    /// Purple.
    public static var purple: Color { Color.purple }
    /// Pink.
    public static var pink: Color { Color.pink }
    /// Grey.
    public static var gray: Color { Color.gray }
    /// Mint.
    public static var mint: Color { Color.mint }
    /// Teal.
    public static var teal: Color { Color.teal }
    /// Cyan.
    public static var cyan: Color { Color.cyan }
    /// Indigo.
    public static var indigo: Color { Color.indigo }
    /// Brown.
    public static var brown: Color { Color.brown }
}
