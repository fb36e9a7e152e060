import Foundation

/// Colours that change around a centre, like a colour wheel.
///
/// Angles start at 3 o'clock and grow clockwise on screen, as in SwiftUI.
/// Beyond the end angle the last colour holds; before the start, the first.
public struct AngularGradient: ShapeStyle, Hashable {
    /// The colours.
    public var gradient: Gradient
    /// The centre, as a fraction of the frame.
    public var center: UnitPoint
    /// Where the first colour sits.
    public var startAngle: Angle
    /// Where the last colour sits; equal to `startAngle`, it means a full turn.
    public var endAngle: Angle

    /// Spreads `gradient` around `center` from `startAngle` to `endAngle`.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    /// Spreads `colors` around `center` from `startAngle` to `endAngle`.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// Spreads `stops` around `center` from `startAngle` to `endAngle`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// Spreads `gradient` once around `center`, starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }

    /// Spreads `colors` once around `center`, starting at `angle`.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    /// Spreads `stops` once around `center`, starting at `angle`.
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    /// The gradient as it is drawn.
    public func _resolvedPaint(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        let start = startAngle.radians.isFinite ? startAngle.radians : 0
        var end = endAngle.radians.isFinite ? endAngle.radians : start
        // Equal angles would spread the colours over nothing; SwiftUI reads them as a whole turn.
        if end == start { end = start + 2 * .pi }
        return .gradient(ResolvedGradient(stops: gradient.resolvedStops(in: environment),
                                          geometry: .angular(center: center, startAngle: start, endAngle: end)))
    }
}

extension AngularGradient: View {
    /// A rectangle filled with the gradient.
    public var body: some View { Rectangle().fill(self) }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient of `gradient` about `center` from `startAngle` to `endAngle`.
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle,
                                       endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient of `colors` about `center` from `startAngle` to `endAngle`.
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle,
                                       endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A conic gradient of `gradient`, once around `center` from `angle`.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
}
