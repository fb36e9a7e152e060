/// Draws its displayable offscreen as one picture, then puts that on screen
/// with a blend mode, a 3D turn, or an enclosing opacity applied to the whole:
/// the layout of `.compositingGroup()`, `.drawingGroup()`, `.blendMode` and
/// `.rotation3DEffect`.
@MainActor
package final class LayerLayout: WrapperLayout {
    /// The layer's identity, for as long as the view lives.
    private let layerID = GraphicID.next()
    /// How the picture combines with what is behind it.
    package var blendMode = BlendMode.normal { didSet { if blendMode != oldValue { paintDidChange() } } }
    /// The 3D turn, if any; it is about a point of the frame, so a move redraws it.
    package var turn: Turn3D? { didSet { if turn != oldValue { paintDidChange() } } }
    /// The frame the last build turned about.
    private var turnedFrame: Rect?

    /// A turn in three dimensions as `.rotation3DEffect` gives it, before it knows the frame.
    package struct Turn3D: Equatable {
        var degrees: Double
        var axis: (x: Double, y: Double, z: Double)
        var anchor: UnitPoint
        var anchorZ: Double
        var perspective: Double

        package static func == (lhs: Turn3D, rhs: Turn3D) -> Bool {
            lhs.degrees == rhs.degrees && lhs.axis == rhs.axis && lhs.anchor == rhs.anchor
                && lhs.anchorZ == rhs.anchorZ && lhs.perspective == rhs.perspective
        }

        /// The projection for a view in `frame`: the eye stands back by the
        /// frame's longer side over `perspective`, so a larger view is seen from further off.
        func projection(in frame: Rect) -> Projection3D {
            let side = max(frame.width, frame.height, 1)
            let eye = perspective > 0 && perspective.isFinite ? side / perspective : .infinity
            return Projection3D(degrees: degrees, axis: axis,
                                anchor: Point(x: frame.x + anchor.x * frame.width, y: frame.y + anchor.y * frame.height),
                                anchorZ: anchorZ, eyeDistance: eye)
        }
    }

    override package func placeChildren(in rect: Rect, context: LayoutContext) {
        super.placeChildren(in: rect, context: context)
        // The graphics inside carry the turn's anchor in window coordinates: moving the frame moves it.
        if turn != nil, frame != turnedFrame { setNeedsDisplay() }
    }

    override package func appendGraphics(to list: inout DisplayList) {
        let start = list.graphics.count
        super.appendGraphics(to: &list)
        turnedFrame = frame
        list.modifyGraphics(from: start, putInLayer)
    }

    /// A turned layer draws again when its frame moved.
    override package var letsContentRepaintThrough: Bool { false }

    override package func adjustment(forRebuilding child: LayoutNode) -> ChildGraphicsAdjustment? {
        // A turn follows the frame: one that moved since the layer was drawn draws it all again.
        guard turn == nil || frame == turnedFrame else { return nil }
        return ChildGraphicsAdjustment(modify: putInLayer)
    }

    private var putInLayer: (inout Graphic) -> Void {
        var layer = CompositingLayer(id: layerID)
        layer.blendMode = blendMode
        layer.projection = turn?.projection(in: frame)
        return { $0.layers.insert(layer, at: 0) }
    }
}

/// A modifier that draws each displayable of its content as one offscreen picture.
struct LayerModifier: WrappingModifier {
    var blendMode = BlendMode.normal
    var turn: LayerLayout.Turn3D?

    package func makeWrapper() -> LayerLayout {
        let layout = LayerLayout()
        configure(layout)
        return layout
    }

    package func configure(_ wrapper: LayerLayout) {
        wrapper.blendMode = blendMode
        wrapper.turn = turn
    }
}
