@_spi(TrellisExtension) import TrellisCore

/// A view that draws with a `GraphicsContext`.
///
/// ```swift
/// Canvas { context, size in
///     context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.green))
/// }
/// ```
///
/// The renderer runs again when the canvas's view is updated (its parent's
/// body ran), when state it reads changes, or when its size changes. What it
/// draws is recorded; a recording equal to the last is not rasterised again.
/// Views in `symbols`, each tagged with `.tag(_:)`, are laid out at their ideal
/// size and can be drawn any number of times through `resolveSymbol(id:)`.
public struct Canvas<Symbols: View> {
    /// Views the renderer can draw by tag.
    public var symbols: Symbols
    /// Draws the canvas's content into the context, given the canvas's size.
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    /// Whether the canvas promises to cover all its pixels; a hint only here.
    public var isOpaque: Bool
    /// The colour space the canvas blends in; drawn in sRGB here whatever it says.
    public var colorMode: ColorRenderingMode
    /// Whether the canvas may draw off the main thread; it always draws on it here.
    public var rendersAsynchronously: Bool

    /// A canvas that draws with `renderer` and can draw the views of `symbols` by tag.
    @MainActor
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        self.symbols = symbols()
        self.renderer = renderer
        self.isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }
}

extension Canvas where Symbols == EmptyView {
    /// A canvas that draws with `renderer`.
    @MainActor
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously,
                  renderer: renderer, symbols: { EmptyView() })
    }
}

extension Canvas: View, PrimitiveView {
    /// Its node publishes a `CanvasLayout`.
    package typealias NodeLayout = CanvasLayout

    /// A canvas is one displayable; its symbols are drawn inside it.
    public static var _displayableCount: Int? { 1 }

    package func makeNode(_ node: ViewNode) {
        let layout = CanvasLayout(renderer: renderer, environment: node.environment)
        layout.viewNode = node
        node.role = .container(layout)
        node.addChild(symbols)
        node.publish(layout)
    }

    package func updateNode(_ node: ViewNode) {
        guard let layout = layout(of: node) else { return }
        layout.renderer = renderer
        layout.environment = node.environment
        // The renderer is a new closure every time: run it again, and let the
        // recording say whether anything must be rasterised.
        layout.setNeedsRender()
        node.children[0].update(to: symbols)
    }
}

