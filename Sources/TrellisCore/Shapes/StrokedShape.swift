import Foundation

/// A shape's outline as a shape: what `Shape.stroke(lineWidth:)` and
/// `Shape.stroke(style:)` return, as SwiftUI's do, so `.fill` paints the line.
public struct _StrokedShape<Content: Shape>: Shape {
    /// The shape whose outline this is.
    public var shape: Content
    /// How the outline is stroked.
    public var style: StrokeStyle

    /// The stroked shape's outline; painting it strokes it.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect)
    }

    /// The stroked shape's animatable value, so a trimmed ring still sweeps when stroked.
    public var animatableData: Content.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }
}

/// A shape whose paint is a stroke of its outline, whatever fills it.
@MainActor
protocol StrokedOutline {
    var strokeStyle: StrokeStyle { get }
}

extension _StrokedShape: StrokedOutline {
    var strokeStyle: StrokeStyle { style }
}

extension StrokedOutline {
    /// The outline painted in `color`, or in the foreground style when nil.
    func paint(_ color: Color?, in environment: EnvironmentValues) -> ShapePaint {
        let style = strokeStyle.sanitized
        if color == nil, let foreground = environment.foregroundShapeStyle {
            return .styled(StyledPaint(style: foreground._resolvedPaint(in: environment), stroke: style))
        }
        let chosen = color ?? environment.foregroundColor ?? .primary
        guard style.isPlain else { return .styled(StyledPaint(style: chosen._resolvedPaint(in: environment), stroke: style)) }
        return .stroke(chosen.resolve(in: environment), lineWidth: style.lineWidth)
    }
}

extension StrokeStyle {
    /// Only a width: the stroke a colour's plain `.stroke` paint draws.
    var isPlain: Bool {
        lineCap == .butt && lineJoin == .miter && miterLimit == 10 && dash.isEmpty && dashPhase == 0
    }
}
