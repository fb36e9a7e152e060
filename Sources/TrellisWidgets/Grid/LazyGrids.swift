@_spi(TrellisExtension) import TrellisCore

/// A grid that flows its cells row by row into `columns`, building only the
/// rows that can be seen; put it in a `ScrollView`.
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    /// Its node publishes a `LazyGridLayout`.
    package typealias NodeLayout = LazyGridLayout

    let columns: [GridItem]
    let pinnedViews: PinnedScrollableViews
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: Content

    /// A grid of `columns`, its cells placed by `alignment` and its rows `spacing` apart.
    /// A section's header and footer each take a line of their own; those in
    /// `pinnedViews` stay in view while the grid scrolls.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.pinnedViews = pinnedViews
        self.alignment = alignment
        self.spacing = spacing.map { LayoutInput.length(Double($0), "grid spacing") }
        self.content = content()
    }

    /// A grid is one displayable to its parent.
    public static var _displayableCount: Int? { 1 }

    package func makeNode(_ node: ViewNode) {
        LazyGridNodes.make(node, layout: LazyGridLayout(axis: .vertical, items: columns, cellAlignment: cellAlignment,
                                                        spacing: spacing ?? GridTracks.defaultSpacing),
                             pinnedViews: pinnedViews, content: content)
    }

    package func updateNode(_ node: ViewNode) {
        LazyGridNodes.update(node, layout: layout(of: node), items: columns, cellAlignment: cellAlignment, spacing: spacing ?? GridTracks.defaultSpacing,
                             pinnedViews: pinnedViews, content: content)
    }

    private var cellAlignment: Alignment { Alignment(horizontal: alignment, vertical: .center) }
}

/// A grid that flows its cells column by column into `rows`, building only the
/// columns that can be seen; put it in a horizontal `ScrollView`.
public struct LazyHGrid<Content: View>: View, PrimitiveView {
    /// Its node publishes a `LazyGridLayout`.
    package typealias NodeLayout = LazyGridLayout

    let rows: [GridItem]
    let pinnedViews: PinnedScrollableViews
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: Content

    /// A grid of `rows`, its cells placed by `alignment` and its columns `spacing` apart.
    /// A section's header and footer each take a line of their own; those in
    /// `pinnedViews` stay in view while the grid scrolls.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.pinnedViews = pinnedViews
        self.alignment = alignment
        self.spacing = spacing.map { LayoutInput.length(Double($0), "grid spacing") }
        self.content = content()
    }

    /// A grid is one displayable to its parent.
    public static var _displayableCount: Int? { 1 }

    package func makeNode(_ node: ViewNode) {
        LazyGridNodes.make(node, layout: LazyGridLayout(axis: .horizontal, items: rows, cellAlignment: cellAlignment,
                                                        spacing: spacing ?? GridTracks.defaultSpacing),
                             pinnedViews: pinnedViews, content: content)
    }

    package func updateNode(_ node: ViewNode) {
        LazyGridNodes.update(node, layout: layout(of: node), items: rows, cellAlignment: cellAlignment, spacing: spacing ?? GridTracks.defaultSpacing,
                             pinnedViews: pinnedViews, content: content)
    }

    private var cellAlignment: Alignment { Alignment(horizontal: .center, vertical: alignment) }
}

/// What lazy grids do to their nodes: what lazy stacks do, plus their items.
@MainActor
enum LazyGridNodes {
    static func make(_ node: ViewNode, layout: LazyGridLayout, pinnedViews: PinnedScrollableViews, content: some View) {
        LazyStackNodes.make(node, layout: layout, pinnedViews: pinnedViews, content: content)
    }

    static func update(_ node: ViewNode, layout: LazyGridLayout?, items: [GridItem], cellAlignment: Alignment, spacing: Double,
                       pinnedViews: PinnedScrollableViews, content: some View) {
        if let layout, layout.items != items || layout.cellAlignment != cellAlignment
            || layout.spacing != spacing || layout.pinnedViews != pinnedViews {
            layout.items = items
            layout.cellAlignment = cellAlignment
            layout.spacing = spacing
            layout.pinnedViews = pinnedViews
            node.publishChange()
        }
        node.children[0].update(toValue: content)
    }
}
