@_spi(TrellisExtension) import TrellisCore

/// Shows a toolbar displayable only in the region of the bar its placement
/// names; elsewhere it takes no space, draws nothing and takes no input.
///
/// The bar builds the toolbar content once per region, so items keep their
/// order within a region, however they were written (`ForEach`, `if`, a
/// composite view holding `ToolbarItem`s).
@MainActor
package final class ToolbarRegionLayout: WrapperLayout {
    package var region: ToolbarRegion { didSet { if region != oldValue { setNeedsLayout() } } }
    /// Space on each side of a shown item.
    private static let gap = 4.0

    package init(region: ToolbarRegion) {
        self.region = region
        super.init()
    }

    /// The region the item asks for: its placement's, or trailing for a plain view.
    private var itemRegion: ToolbarRegion {
        var node = children.first
        while let wrapper = node as? WrapperLayout {
            if let placed = wrapper as? ToolbarPlacementLayout { return placed.placement.region }
            node = wrapper.children.first
        }
        return .trailing
    }

    var isShown: Bool { itemRegion == region }

    override package func measure(_ proposal: ProposedSize, in context: LayoutContext) -> Size {
        ignoresHits = !isShown
        guard isShown, let child = children.first else { return .zero }
        let inner = ProposedSize(width: proposal.width.map { max($0 - 2 * Self.gap, 0) }, height: proposal.height)
        let size = child.sizeThatFits(inner, in: context)
        return Size(width: size.width + 2 * Self.gap, height: size.height)
    }

    override package func placeChildren(in rect: Rect, context: LayoutContext) {
        guard let child = children.first else { return }
        guard isShown else {
            child.place(in: Rect(origin: rect.origin, size: .zero), context: context)
            return
        }
        let inner = Rect(x: rect.x + Self.gap, y: rect.y, width: max(rect.width - 2 * Self.gap, 0), height: rect.height)
        let size = child.sizeThatFits(ProposedSize(inner.size), in: context)
        child.place(in: Rect(origin: Alignment.center.origin(of: size, in: inner), size: size), context: context)
    }

    /// It draws again whenever anything inside changes.
    override package var letsContentRepaintThrough: Bool { false }

    /// What it draws of its own depends on what is inside it: it draws again whenever anything inside changes.
    override package func adjustment(forRebuilding child: LayoutNode) -> ChildGraphicsAdjustment? { nil }

    override package func appendGraphics(to list: inout DisplayList) {
        if isShown { super.appendGraphics(to: &list) }
    }
}

/// Keeps each displayable of its content to one region of the bar.
struct ToolbarRegionModifier: WrappingModifier {
    let region: ToolbarRegion
    package func makeWrapper() -> ToolbarRegionLayout { ToolbarRegionLayout(region: region) }
    package func configure(_ wrapper: ToolbarRegionLayout) { wrapper.region = region }
}
