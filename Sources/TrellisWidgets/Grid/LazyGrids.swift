@_spi(TrellisExtension) import TrellisCore

/// A grid that flows its cells row by row into `columns`, building only the
/// rows that can be seen; put it in a `ScrollView`.
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    /// Its node publishes a `LazyGridLayout`.
    package typealias NodeLayout = LazyGridLayout

    let arrangement: LazyGridArrangement
    let content: Content

    /// A grid of `columns`, its cells placed by `alignment` and its rows `spacing` apart.
    /// A section's header and footer each take a line of their own; those in
    /// `pinnedViews` stay in view while the grid scrolls.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        arrangement = LazyGridArrangement(axis: .vertical, items: columns, cellAlignment: Alignment(horizontal: alignment, vertical: .center),
                                          spacing: spacing, pinnedViews: pinnedViews)
        self.content = content()
    }

    /// A grid is one displayable to its parent.
    public static var _displayableCount: Int? { 1 }

    package func makeNode(_ node: ViewNode) { arrangement.make(node, content: content) }

    package func updateNode(_ node: ViewNode) { arrangement.update(node, layout: layout(of: node), content: content) }
}

/// A grid that flows its cells column by column into `rows`, building only the
/// columns that can be seen; put it in a horizontal `ScrollView`.
public struct LazyHGrid<Content: View>: View, PrimitiveView {
    /// Its node publishes a `LazyGridLayout`.
    package typealias NodeLayout = LazyGridLayout

    let arrangement: LazyGridArrangement
    let content: Content

    /// A grid of `rows`, its cells placed by `alignment` and its columns `spacing` apart.
    /// A section's header and footer each take a line of their own; those in
    /// `pinnedViews` stay in view while the grid scrolls.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        arrangement = LazyGridArrangement(axis: .horizontal, items: rows, cellAlignment: Alignment(horizontal: .center, vertical: alignment),
                                          spacing: spacing, pinnedViews: pinnedViews)
        self.content = content()
    }

    /// A grid is one displayable to its parent.
    public static var _displayableCount: Int? { 1 }

    package func makeNode(_ node: ViewNode) { arrangement.make(node, content: content) }

    package func updateNode(_ node: ViewNode) { arrangement.update(node, layout: layout(of: node), content: content) }
}

/// What a lazy grid was given, whichever its axis: the two grids differ only in
/// their axis and their alignment's type, and make and update their nodes alike.
struct LazyGridArrangement {
    let axis: Axis
    /// The columns of a vertical grid, the rows of a horizontal one.
    let items: [GridItem]
    let cellAlignment: Alignment
    let spacing: Double
    let pinnedViews: PinnedScrollableViews

    @MainActor init(axis: Axis, items: [GridItem], cellAlignment: Alignment, spacing: CGFloat?, pinnedViews: PinnedScrollableViews) {
        self.axis = axis
        self.items = items
        self.cellAlignment = cellAlignment
        self.spacing = spacing.map { LayoutInput.length(Double($0), "grid spacing") } ?? GridTracks.defaultSpacing
        self.pinnedViews = pinnedViews
    }

    @MainActor func make(_ node: ViewNode, content: some View) {
        LazyStackNodes.make(node, layout: LazyGridLayout(axis: axis, items: items, cellAlignment: cellAlignment, spacing: spacing),
                            pinnedViews: pinnedViews, content: content)
    }

    @MainActor func update(_ node: ViewNode, layout: LazyGridLayout?, content: some View) {
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
