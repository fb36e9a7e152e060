import Foundation

/// Colours that change in circles about a centre, from one radius to another.
public struct RadialGradient: ShapeStyle, Hashable {
    /// The colours.
    public var gradient: Gradient
    /// The centre, as a fraction of the frame.
    public var center: UnitPoint
    /// The radius where the first colour ends, in points.
    public var startRadius: CGFloat
    /// The radius where the last colour begins, in points.
    public var endRadius: CGFloat

    /// Spreads `gradient` in circles about `center`.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// Spreads `colors` in circles about `center`.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// Spreads `stops` in circles about `center`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// The gradient as it is drawn.
    public func _resolvedPaint(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        func radius(_ value: CGFloat) -> Double { value.isFinite ? max(Double(value), 0) : 0 }
        return .gradient(ResolvedGradient(stops: gradient.resolvedStops(in: environment),
                                          geometry: .radial(center: center, startRadius: radius(startRadius),
                                                            endRadius: radius(endRadius))))
    }
}

extension RadialGradient: View {
    /// A rectangle filled with the gradient.
    public var body: some View { Rectangle().fill(self) }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient of `gradient` about `center`.
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat,
                                      endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient of `colors` about `center`.
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat,
                                      endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient of `stops` about `center`.
    public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat,
                                      endRadius: CGFloat) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}
