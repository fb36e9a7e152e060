@_spi(TrellisExtension) import TrellisCore

/// A canvas's displayable: runs the renderer at the canvas's size and keeps
/// what it recorded, giving the graphic a new version only when that changes.
@MainActor
package final class CanvasLayout: LayoutNode {
    var renderer: (inout GraphicsContext, CGSize) -> Void
    var environment: EnvironmentValues
    /// The canvas's node: what the renderer reads invalidates it.
    weak var viewNode: ViewNode?

    private var measurement: CanvasMeasurement?
    private var drawing = CanvasDrawing(commands: [])
    private var renderedSize: Size?
    private var needsRender = true

    /// How many times the renderer ran, for tests and statistics.
    package private(set) var renderCount = 0

    /// More commands than this in one canvas are not drawn: 100,000 paths take
    /// Cairo seconds, and a window must keep answering.
    package static let commandBudget = 50_000

    /// A drawn canvas stops the pointer anywhere in its frame.
    override package var blocksHits: Bool { true }

    init(renderer: @escaping (inout GraphicsContext, CGSize) -> Void, environment: EnvironmentValues) {
        self.renderer = renderer
        self.environment = environment
    }

    /// Its children are rows of a lazy stack, or symbols of a canvas: each is put in place by itself.
    override package var rearrangesChildrenPlainly: Bool { false }

    /// Symbols are drawn only through the canvas, never hit where they were laid out.
    override package func insertChild(_ child: LayoutNode, at offset: Int) {
        child.ignoresHits = true
        super.insertChild(child, at: offset)
    }

    /// Asks for the renderer to run at the next frame, without yet saying the pixels changed.
    func setNeedsRender() {
        needsRender = true
        setNeedsDisplay()
    }

    override package func measure(_ proposal: ProposedSize, in context: LayoutContext) -> Size {
        measurement = CanvasMeasurement(text: context.textMeasurer, images: context.imageSizer)
        for child in children { _ = child.sizeThatFits(ProposedSize(width: nil, height: nil), in: context) }
        return proposal.replacingUnspecified(with: Size(width: 10, height: 10))
    }

    override package func placeChildren(in rect: Rect, context: LayoutContext) {
        // Symbols are drawn from their own origin wherever the canvas puts them.
        for child in children {
            child.place(in: Rect(origin: .zero, size: child.sizeThatFits(ProposedSize(width: nil, height: nil), in: context)),
                        context: context)
        }
        if renderedSize != rect.size { needsRender = true }
    }

    /// Its drawing is rendered from its children's.
    override package var letsContentRepaintThrough: Bool { false }

    /// What it draws of its own depends on what is inside it: it draws again whenever anything inside changes.
    override package func adjustment(forRebuilding child: LayoutNode) -> ChildGraphicsAdjustment? { nil }

    override package func appendGraphics(to list: inout DisplayList) {
        if needsRender || renderedSize != frame.size || children.contains(where: \.needsDisplay) {
            render(drawsEveryRow: list.context.drawsEveryRow)
        }
        list.append(Graphic(id: graphicID, content: .drawing(drawing), frame: frame, version: contentVersion, clip: nil, opacity: 1))
    }

    private func render(drawsEveryRow: Bool) {
        needsRender = false
        renderCount += 1
        var context = GraphicsContext(environment: environment, measurement: measurement, symbols: resolvedSymbols(drawsEveryRow: drawsEveryRow))
        let size = frame.size
        let renderer = self.renderer
        if let viewNode, !viewNode.isDetached {
            viewNode.trackingReads { renderer(&context, size) }
        } else {
            renderer(&context, size)
        }
        var recorded = CanvasDrawing(commands: context.recorder.commands)
        let count = recorded.commandCount
        if count > Self.commandBudget {
            Diagnostics.warnOnce("canvas-budget", """
                a Canvas drew \(count) commands; only the first \(Self.commandBudget) are drawn. \
                Draw fewer, larger paths (one Path can hold many shapes)
                """)
            recorded.commands.removeLast(recorded.commands.count - Self.commandBudget)
        }
        if recorded != drawing || renderedSize != size {
            drawing = recorded
            contentVersion &+= 1
        }
        renderedSize = size
    }

    /// Each tagged symbol's graphics, drawn afresh from its own origin.
    private func resolvedSymbols(drawsEveryRow: Bool) -> [AnyHashable: GraphicsContext.ResolvedSymbol] {
        guard !children.isEmpty else { return [:] }
        var symbols: [AnyHashable: GraphicsContext.ResolvedSymbol] = [:]
        for child in children {
            guard let tag = Self.tag(of: child) else { continue }
            // Symbols are not part of the window's list: made from scratch, without its builder.
            var list = DisplayList()
            list.context.drawsEveryRow = drawsEveryRow
            child.appendGraphics(to: &list)
            symbols[tag] = GraphicsContext.ResolvedSymbol(graphics: list.graphics, size: child.frame.size)
        }
        return symbols
    }

    /// The tag of a symbol, from the first tag in its chain of wrappers.
    private static func tag(of layout: LayoutNode) -> AnyHashable? {
        var current: LayoutNode? = layout
        while let node = current {
            if let tagged = node as? TagLayout { return tagged.tag }
            current = node.children.count == 1 ? node.children[0] : nil
        }
        return nil
    }
}
