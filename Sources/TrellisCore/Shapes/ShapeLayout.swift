/// A displayable that draws a shape in whatever space it is offered.
@MainActor
package final class ShapeLayout: LayoutNode {
    // It makes no interaction of its own, so a tap on it is kept in it.
    override package var holdsTapsItself: Bool { true }

    override package var canBeMovedWithoutPlacing: Bool { true }
    /// A new fill or stroke of the same shape changes only its graphic's content.
    override package var repaintsContentInPlace: Bool { true }

    /// A visibly filled shape stops the pointer reaching what lies behind it.
    /// A stroked outline does not: an outline drawn over a field or a button
    /// (a common overlay) must leave it clickable.
    override package var blocksHits: Bool {
        paint.isVisibleFill
    }

    package var paint: ShapePaint
    /// The shape value, kept to tell whether a new one differs.
    var shape: Any
    var outline: (Rect) -> Path
    private let isRectangle: Bool
    private var drawnSize: Size?

    init(paint: ShapePaint, shape: Any, outline: @escaping (Rect) -> Path, isRectangle: Bool) {
        self.paint = paint
        self.shape = shape
        self.outline = outline
        self.isRectangle = isRectangle
    }

    override package func measure(_ proposal: ProposedSize, in context: LayoutContext) -> Size {
        proposal.replacingUnspecified(with: Size(width: 10, height: 10))
    }

    /// Takes a new shape value and paint; returns whether either differed, in
    /// which case the node's content changed and its parent must be told.
    func update<S: Shape>(to newShape: S, paint newPaint: ShapePaint) -> Bool {
        let sameShape = ValueEquality.areEqual(shape, newShape)
        guard paint != newPaint || !sameShape else { return false }
        shape = newShape
        outline = { newShape.path(in: $0) }
        paint = newPaint
        // A new fill or stroke keeps the shape's size; a new shape may size itself otherwise.
        if sameShape { ownPaintDidChange() } else { contentDidChange() }
        return true
    }

    override package func appendGraphics(to list: inout DisplayList) {
        if case .fill(let color) = paint, isRectangle {
            // A filled rectangle needs no texture: the renderer fills it directly.
            list.append(Graphic(id: graphicID, content: .fill(color), frame: frame, version: contentVersion, clip: nil, opacity: 1))
            return
        }
        if drawnSize != frame.size {
            // The outline depends on the size, so a new size is new content.
            drawnSize = frame.size
            contentVersion &+= 1
        }
        let path = outline(Rect(origin: .zero, size: frame.size))
        list.append(Graphic(id: graphicID, content: .shape(path, paint), frame: frame, version: contentVersion, clip: nil, opacity: 1))
    }
}
