import Foundation

/// A shape painted with any shape style, filled or stroked, as a unary view.
struct StyledShapeView<Content: Shape, Style: ShapeStyle>: View, PrimitiveView {
    /// Its node publishes a `ShapeLayout`.
    package typealias NodeLayout = ShapeLayout

    let shape: Content
    let style: Style
    /// How the outline is stroked; `nil` fills it.
    let stroke: StrokeStyle?
    let fillStyle: FillStyle

    package static var _displayableCount: Int? { 1 }

    func paint(in environment: EnvironmentValues) -> ShapePaint {
        // A colour stroked plainly is painted as it was before strokes took any style, pixel for pixel.
        if let stroke, let color = style as? Color, stroke.isPlain {
            return .stroke(color.resolve(in: environment), lineWidth: stroke.sanitized.lineWidth)
        }
        if stroke == nil, let outline = shape as? any StrokedOutline {
            // Filling a stroked shape paints its outline with the fill's style.
            return .styled(StyledPaint(style: style._resolvedPaint(in: environment), stroke: outline.strokeStyle.sanitized))
        }
        return .styled(StyledPaint(style: style._resolvedPaint(in: environment), stroke: stroke?.sanitized,
                                   isEOFilled: fillStyle.isEOFilled))
    }

    package func makeNode(_ node: ViewNode) {
        node.role = .unary
        let shape = self.shape
        node.publish(ShapeLayout(paint: paint(in: node.environment), shape: shape,
                                 outline: { shape.path(in: $0) }, isRectangle: false))
    }

    package func updateNode(_ node: ViewNode) {
        guard let layout = layout(of: node) else { return }
        if layout.update(to: shape, paint: paint(in: node.environment)) { node.publishChange() }
    }
}

extension StyledShapeView: Animatable where Content: Animatable {
    /// The shape's animatable value, so a trimmed ring sweeps when painted with a style.
    var animatableData: Content.AnimatableData {
        get { shape.animatableData }
        set {
            var changed = shape
            changed.animatableData = newValue
            self = StyledShapeView(shape: changed, style: style, stroke: stroke, fillStyle: fillStyle)
        }
    }
}

extension ColoredShapeView: Animatable where Content: Animatable {
    /// The shape's animatable value, so a trimmed ring sweeps when filled or stroked with a colour.
    var animatableData: Content.AnimatableData {
        get { shape.animatableData }
        set {
            var changed = shape
            changed.animatableData = newValue
            self = ColoredShapeView(shape: changed, paintRule: paintRule)
        }
    }
}

extension Shape {
    /// This shape filled with `content`: a colour or a gradient. Strokes and
    /// fills put on the result are drawn over it (`FillShapeView`, macOS 14).
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> FillShapeView<Self, S, EmptyView> {
        FillShapeView(shape: self, style: content, fillStyle: style, background: EmptyView())
    }

    /// This shape's outline painted with `content`, stroked as `style` says; `.fill` on
    /// the result fills the shape over it, as `StrokeShapeView` does on macOS 14.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Self, S, EmptyView> {
        StrokeShapeView(shape: self, style: content, strokeStyle: style, isAntialiased: antialiased, background: EmptyView())
    }

    /// This shape's outline painted with `content`, `lineWidth` points wide.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Self, S, EmptyView> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// This shape's outline as a shape of its own, stroked as `style` says:
    /// drawn alone it paints the outline in the foreground style, and `.fill` paints it in another.
    public func stroke(style: StrokeStyle, antialiased: Bool = true) -> some Shape {
        _StrokedShape(shape: self, style: style)
    }

    /// This shape's outline as a shape of its own, `lineWidth` points wide.
    public func stroke(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some Shape {
        _StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth))
    }
}

extension InsettableShape {
    /// This shape's outline painted with `content` and stroked as `style` says,
    /// inset by half the line width so the whole line stays inside the frame.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle,
                                            antialiased: Bool = true) -> some View {
        let width = style.sanitized.lineWidth
        return StyledShapeView(shape: inset(by: width / 2), style: content, stroke: style, fillStyle: FillStyle())
    }

    /// This shape's outline painted with `content`, `lineWidth` points wide, inside the frame.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1,
                                            antialiased: Bool = true) -> some View {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// This shape's outline in the foreground style, stroked as `style` says, inside the frame.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
        strokeBorder(ForegroundStyle(), style: style, antialiased: antialiased)
    }

    /// This shape's outline in the foreground style, `lineWidth` points wide, inside the frame.
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        strokeBorder(ForegroundStyle(), lineWidth: lineWidth, antialiased: antialiased)
    }
}
