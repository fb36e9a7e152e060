import Foundation

/// A view that draws a shape and lets more fills and strokes be layered on
/// it, as SwiftUI's `ShapeView` (macOS 14): `Capsule().fill(.yellow).stroke(.blue, lineWidth: 8)`.
public protocol ShapeView<Content>: View {
    /// The type of shape drawn.
    associatedtype Content: Shape
    /// The shape drawn, for the layers put on it.
    var shape: Content { get }
}

/// A shape's outline painted with a style over a background: what
/// `Shape.stroke(_:lineWidth:)` and `Shape.stroke(_:style:)` return.
public struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
    /// The shape stroked.
    public var shape: Content
    /// What paints the line.
    public var style: Style
    /// How the line is drawn.
    public var strokeStyle: StrokeStyle
    /// Whether edges are smoothed; Trellis always smooths them.
    public var isAntialiased: Bool
    /// What is drawn beneath the line.
    public var background: Background

    /// A stroke of `shape` with `style`, over `background`.
    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }

    /// Drawn by Trellis.
    public var body: Never { fatalError("StrokeShapeView is drawn by Trellis") }
}

extension StrokeShapeView: PrimitiveView {
    /// One displayable: the line, or a stack of the background and the line.
    public static var _displayableCount: Int? { 1 }

    private var line: StyledShapeView<Content, Style> {
        StyledShapeView(shape: shape, style: style, stroke: strokeStyle, fillStyle: FillStyle())
    }

    package func makeNode(_ node: ViewNode) { LayeredShape(background: background, layer: line).makeNode(node) }
    package func updateNode(_ node: ViewNode) { LayeredShape(background: background, layer: line).updateNode(node) }
}

extension StrokeShapeView: Animatable where Content: Animatable {
    /// The shape's animatable value, so a trimmed ring stroked with a style still sweeps.
    public var animatableData: Content.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }
}

/// A shape filled with a style over a background: what `.fill` returns on a `ShapeView`.
public struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
    /// The shape filled.
    public var shape: Content
    /// What fills it.
    public var style: Style
    /// The rule that says what is inside.
    public var fillStyle: FillStyle
    /// What is drawn beneath the fill.
    public var background: Background

    /// A fill of `shape` with `style`, over `background`.
    public init(shape: Content, style: Style, fillStyle: FillStyle, background: Background) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
        self.background = background
    }

    /// Drawn by Trellis.
    public var body: Never { fatalError("FillShapeView is drawn by Trellis") }
}

extension FillShapeView: PrimitiveView {
    /// One displayable: the fill, or a stack of the background and the fill.
    public static var _displayableCount: Int? { 1 }

    private var fill: StyledShapeView<Content, Style> {
        StyledShapeView(shape: shape, style: style, stroke: nil, fillStyle: fillStyle)
    }

    /// A plain colour fill with nothing beneath is drawn as `Shape.fill(_:)` drew it before it returned this type, pixel for pixel.
    private var plainColorFill: ColoredShapeView<Content>? {
        guard Background.self == EmptyView.self, !fillStyle.isEOFilled, let color = style as? Color else { return nil }
        return ColoredShapeView(shape: shape, paintRule: .fill(color))
    }

    // Both branches publish a `ShapeLayout` when nothing is beneath, so a fill rule that changes updates the node in place.
    package func makeNode(_ node: ViewNode) {
        if let plainColorFill { plainColorFill.makeNode(node) } else { LayeredShape(background: background, layer: fill).makeNode(node) }
    }

    package func updateNode(_ node: ViewNode) {
        if let plainColorFill { plainColorFill.updateNode(node) } else { LayeredShape(background: background, layer: fill).updateNode(node) }
    }
}

extension FillShapeView: Animatable where Content: Animatable {
    /// The shape's animatable value.
    public var animatableData: Content.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }
}

/// A shape's paint over what is beneath it: with nothing beneath, the paint
/// alone, one shape graphic as `.stroke` always drew; else both in a stack.
@MainActor
private struct LayeredShape<Background: View, Layer: Shape, Style: ShapeStyle> {
    let background: Background
    let layer: StyledShapeView<Layer, Style>

    // Each branch hangs on static types alone, so a node is always updated the way it was built.
    package func makeNode(_ node: ViewNode) {
        if Background.self == EmptyView.self { layer.makeNode(node) } else { stacked.makeNode(node) }
    }

    package func updateNode(_ node: ViewNode) {
        if Background.self == EmptyView.self { layer.updateNode(node) } else { stacked.updateNode(node) }
    }

    private var stacked: ZStack<TupleView<Background, StyledShapeView<Layer, Style>>> {
        ZStack { background; layer }
    }
}

extension ShapeView {
    /// Fills the shape with `content`, over what this view draws.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> FillShapeView<Content, S, Self> {
        FillShapeView(shape: shape, style: content, fillStyle: style, background: self)
    }

    /// Strokes the shape's outline with `content` as `style` says, over what this view draws.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        StrokeShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// Strokes the shape's outline with `content`, `lineWidth` points wide, over what this view draws.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}
