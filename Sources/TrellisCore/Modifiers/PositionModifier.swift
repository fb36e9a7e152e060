import Foundation

/// Centres each displayable on a point of the space it is offered.
@usableFromInline
struct PositionModifier: WrappingModifier {
    let position: Point

    /// At `x` and `y`, with numbers that are not ones reported and taken as 0.
    @usableFromInline
    static func checked(x: CGFloat, y: CGFloat) -> PositionModifier {
        PositionModifier(position: Point(x: LayoutInput.finite(x, "position x"), y: LayoutInput.finite(y, "position y")))
    }
    package func makeWrapper() -> PositionLayout { PositionLayout(position: position) }
    package func configure(_ wrapper: PositionLayout) { wrapper.position = position }
}

/// Takes all the space it is offered, as SwiftUI's `.position` does, and puts
/// its content's centre on `position`, measured from its own top-leading corner.
@MainActor
package final class PositionLayout: WrapperLayout {
    override package var canBeMovedWithoutPlacing: Bool { true }

    package var position: Point { didSet { if position != oldValue { setNeedsPlacement() } } }

    package init(position: Point) {
        self.position = position
    }

    /// The space offered, whatever the content: like a colour, 10 where nothing is offered.
    override package func measure(_ proposal: ProposedSize, in context: LayoutContext) -> Size {
        proposal.replacingUnspecified(with: Size(width: 10, height: 10))
    }

    override package func independentLength(along axis: Axis, offered: Double?, in context: LayoutContext) -> Double? {
        offered ?? 10
    }

    /// The content is offered the whole space and centred on the point.
    override package func placeChildren(in rect: Rect, context: LayoutContext) {
        guard let child = children.first else { return }
        let size = child.sizeThatFits(ProposedSize(rect.size), in: context)
        child.place(in: Rect(x: rect.x + position.x - size.width / 2, y: rect.y + position.y - size.height / 2,
                             width: size.width, height: size.height), context: context)
    }
}

extension View {
    /// Puts the centre of this view at `x` and `y` in the space its parent offers,
    /// which this view then fills.
    @inlinable
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        ModifiedContent(content: self, modifier: PositionModifier.checked(x: x, y: y))
    }

    /// Puts the centre of this view at `position` in the space its parent offers.
    @inlinable
    public func position(_ position: CGPoint) -> some View {
        self.position(x: position.x, y: position.y)
    }
}
