/// A view drawn from an outline: fills the space it is offered.
///
/// Conform your own types by describing their outline in `path(in:)`. As in
/// SwiftUI, a shape is `Animatable`: name an `animatableData` and an animated
/// change draws every outline in between.
public protocol Shape: Animatable, View where Body == Never {
    /// The outline within `rect`, whose origin is the shape's top-left corner.
    func path(in rect: Rect) -> Path
}

extension Shape {
    /// A shape is one displayable.
    public static var _displayableCount: Int? { 1 }

    /// This shape filled with `color`; strokes and fills put on the result are drawn over it.
    public func fill(_ color: Color) -> FillShapeView<Self, Color, EmptyView> {
        FillShapeView(shape: self, style: color, fillStyle: FillStyle(), background: EmptyView())
    }

}

extension Shape {
    /// A bare shape fills with the foreground colour.
    var filledWithForeground: any PrimitiveView { ColoredShapeView(shape: self, paintRule: .fill(nil)) }
}

/// How a shape is painted.
enum ShapePaintRule: Hashable {
    case fill(Color?)
    case stroke(Color?, lineWidth: CGFloat)
}

/// A shape with its paint, as a unary view.
struct ColoredShapeView<Content: Shape>: View, PrimitiveView {
    /// Its node publishes a `ShapeLayout`.
    package typealias NodeLayout = ShapeLayout

    let shape: Content
    let paintRule: ShapePaintRule

    package static var _displayableCount: Int? { 1 }

    func drawing(in environment: EnvironmentValues) -> ShapePaint {
        let foreground = environment.foregroundColor ?? .primary
        if let outline = shape as? any StrokedOutline, case .fill(let color) = paintRule {
            // Filling a stroked shape paints its outline (`.stroke(lineWidth: 2).fill(.blue)`).
            return outline.paint(color, in: environment)
        }
        if case .fill(nil) = paintRule, let style = environment.foregroundShapeStyle {
            // A bare shape under `.foregroundStyle(gradient)` fills with the gradient.
            return .styled(StyledPaint(style: style._resolvedPaint(in: environment)))
        }
        switch paintRule {
        case .fill(let color):
            return .fill((color ?? foreground).resolve(in: environment))
        case .stroke(let color, let width):
            return .stroke((color ?? foreground).resolve(in: environment), lineWidth: width.isFinite ? max(width, 0) : 1)
        }
    }

    package func makeNode(_ node: ViewNode) {
        node.role = .unary
        let shape = self.shape
        node.publish(ShapeLayout(paint: drawing(in: node.environment), shape: shape,
                                 outline: { shape.path(in: $0) }, isRectangle: Content.self == Rectangle.self))
    }

    package func updateNode(_ node: ViewNode) {
        guard let layout = layout(of: node) else { return }
        if layout.update(to: shape, paint: drawing(in: node.environment)) { node.publishChange() }
    }
}
