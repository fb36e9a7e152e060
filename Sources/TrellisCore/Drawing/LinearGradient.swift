import Foundation

/// Colours that change along a line across the frame, constant at right angles to it.
///
/// As a view it fills the space it is offered; as a shape style it paints a
/// shape, a text or a background.
public struct LinearGradient: ShapeStyle, Hashable {
    /// The colours.
    public var gradient: Gradient
    /// Where the gradient starts, as a fraction of the frame.
    public var startPoint: UnitPoint
    /// Where the gradient ends, as a fraction of the frame.
    public var endPoint: UnitPoint

    /// Spreads `gradient` from `startPoint` to `endPoint`.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// Spreads `colors`, evenly spaced, from `startPoint` to `endPoint`.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// Spreads `stops` from `startPoint` to `endPoint`.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    /// The gradient as it is drawn.
    public func _resolvedPaint(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        .gradient(ResolvedGradient(stops: gradient.resolvedStops(in: environment),
                                   geometry: .linear(start: startPoint, end: endPoint)))
    }
}

extension LinearGradient: View {
    /// A rectangle filled with the gradient.
    public var body: some View { Rectangle().fill(self) }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient of `gradient` from `startPoint` to `endPoint`.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient of `colors` from `startPoint` to `endPoint`.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient of `stops` from `startPoint` to `endPoint`.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}
