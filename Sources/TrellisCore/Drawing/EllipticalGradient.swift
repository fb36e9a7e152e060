import Foundation

/// Colours that change in ellipses shaped like the frame, about a centre.
public struct EllipticalGradient: ShapeStyle, Hashable {
    /// The colours.
    public var gradient: Gradient
    /// The centre, as a fraction of the frame.
    public var center: UnitPoint
    /// Where the first colour ends, as a fraction of the frame's size.
    public var startRadiusFraction: CGFloat
    /// Where the last colour begins, as a fraction of the frame's size.
    public var endRadiusFraction: CGFloat

    /// Spreads `gradient` in ellipses about `center`; 0.5 reaches the frame's edges from its centre.
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    /// Spreads `colors` in ellipses about `center`.
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    /// Spreads `stops` in ellipses about `center`.
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    /// The gradient as it is drawn.
    public func _resolvedPaint(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        func fraction(_ value: CGFloat) -> Double { value.isFinite ? max(Double(value), 0) : 0 }
        return .gradient(ResolvedGradient(stops: gradient.resolvedStops(in: environment),
                                          geometry: .elliptical(center: center, startFraction: fraction(startRadiusFraction),
                                                                endFraction: fraction(endRadiusFraction))))
    }
}

extension EllipticalGradient: View {
    /// A rectangle filled with the gradient.
    public var body: some View { Rectangle().fill(self) }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient of `gradient` about `center`.
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center,
                                          startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
                           endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient of `colors` about `center`.
    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center,
                                          startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction,
                           endRadiusFraction: endRadiusFraction)
    }
}
