/// A displayable that takes whatever space it is offered and fills it with a colour.
@MainActor
package final class FillLayout: LayoutNode {
    // It makes no interaction of its own, so a tap on it is kept in it.
    override package var holdsTapsItself: Bool { true }

    override package var canBeMovedWithoutPlacing: Bool { true }
    /// A new colour changes only its graphic's content: a highlight coming or going.
    override package var repaintsContentInPlace: Bool { true }

    /// A visible fill stops the pointer, as it does in SwiftUI; a clear one lets it through.
    override package var blocksHits: Bool { color.a > 0 }

    /// The fill.
    package var color: RGBA {
        didSet { if color != oldValue { ownPaintDidChange() } }
    }

    package init(color: RGBA) {
        self.color = color
    }

    override package func measure(_ proposal: ProposedSize, in context: LayoutContext) -> Size {
        // A colour has no ideal size of its own; SwiftUI reports 10 for a nil proposal.
        proposal.replacingUnspecified(with: Size(width: 10, height: 10))
    }

    /// A colour takes what it is offered on each axis, whatever the other.
    override package func independentLength(along axis: Axis, offered: Double?, in context: LayoutContext) -> Double? {
        offered ?? 10
    }

    override package func appendGraphics(to list: inout DisplayList) {
        list.append(Graphic(id: graphicID, content: .fill(color), frame: frame, version: contentVersion, clip: nil, opacity: 1))
    }
}
