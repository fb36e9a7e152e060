@_spi(TrellisExtension) import TrellisCore

/// A view in a toolbar, with where it goes: `ToolbarItem(placement: .primaryAction) { Button(…) }`.
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    /// No body: the item makes its view.
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content

    /// An item placed at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
        self.placement = placement
        self.content = content()
    }

    /// An item with an id (used by customisable toolbars on macOS), placed at `placement`.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == String {
        self.placement = placement
        self.content = content()
    }

    /// The content, marked with its placement.
    public var _toolbarViews: AnyView {
        AnyView(content.modifier(ToolbarPlacementModifier(placement: placement)))
    }
}

extension ToolbarItem: CustomizableToolbarContent where ID == String {}

/// Several views in a toolbar at one placement.
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    /// No body: the group makes its views.
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content

    /// The views `content` builds, placed together at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    /// Each view of the content, marked with the placement.
    public var _toolbarViews: AnyView {
        AnyView(content.modifier(ToolbarPlacementModifier(placement: placement)))
    }
}

/// Marks each displayable of its content with a toolbar placement, for the bar to sort.
@MainActor
package final class ToolbarPlacementLayout: WrapperLayout {
    var placement: ToolbarItemPlacement

    package init(placement: ToolbarItemPlacement) {
        self.placement = placement
        super.init()
    }
}

struct ToolbarPlacementModifier: WrappingModifier {
    let placement: ToolbarItemPlacement
    package func makeWrapper() -> ToolbarPlacementLayout { ToolbarPlacementLayout(placement: placement) }
    package func configure(_ wrapper: ToolbarPlacementLayout) {
        if wrapper.placement != placement {
            wrapper.placement = placement
            wrapper.setNeedsLayout()
        }
    }
}
