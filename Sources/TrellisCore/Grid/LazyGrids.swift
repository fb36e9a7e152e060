/// A grid that flows its cells row by row into `columns`, building only the
/// rows that can be seen; put it in a `ScrollView`.
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: Content

    /// A grid of `columns`, its cells placed by `alignment` and its rows `spacing` apart.
    ///
    /// `pinnedViews` is accepted for source compatibility; sections are not pinned yet.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing.map { LayoutInput.length(Double($0), "grid spacing") }
        self.content = content()
    }

    /// A grid is one displayable to its parent.
    public static var _displayableCount: Int? { 1 }

    func makeNode(_ node: ViewNode) {
        LazyGridNodes.make(node, layout: LazyGridLayout(axis: .vertical, items: columns, cellAlignment: cellAlignment,
                                                        spacing: spacing ?? GridTracks.defaultSpacing), content: content)
    }

    func updateNode(_ node: ViewNode) {
        LazyGridNodes.update(node, items: columns, cellAlignment: cellAlignment, spacing: spacing ?? GridTracks.defaultSpacing,
                             content: content)
    }

    private var cellAlignment: Alignment { Alignment(horizontal: alignment, vertical: .center) }
}

/// A grid that flows its cells column by column into `rows`, building only the
/// columns that can be seen; put it in a horizontal `ScrollView`.
public struct LazyHGrid<Content: View>: View, PrimitiveView {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: Content

    /// A grid of `rows`, its cells placed by `alignment` and its columns `spacing` apart.
    ///
    /// `pinnedViews` is accepted for source compatibility; sections are not pinned yet.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing.map { LayoutInput.length(Double($0), "grid spacing") }
        self.content = content()
    }

    /// A grid is one displayable to its parent.
    public static var _displayableCount: Int? { 1 }

    func makeNode(_ node: ViewNode) {
        LazyGridNodes.make(node, layout: LazyGridLayout(axis: .horizontal, items: rows, cellAlignment: cellAlignment,
                                                        spacing: spacing ?? GridTracks.defaultSpacing), content: content)
    }

    func updateNode(_ node: ViewNode) {
        LazyGridNodes.update(node, items: rows, cellAlignment: cellAlignment, spacing: spacing ?? GridTracks.defaultSpacing,
                             content: content)
    }

    private var cellAlignment: Alignment { Alignment(horizontal: .center, vertical: alignment) }
}

/// What lazy grids do to their nodes: what lazy stacks do, plus their items.
@MainActor
enum LazyGridNodes {
    static func make(_ node: ViewNode, layout: LazyGridLayout, content: some View) {
        LazyStackNodes.make(node, layout: layout, content: content)
    }

    static func update(_ node: ViewNode, items: [GridItem], cellAlignment: Alignment, spacing: Double, content: some View) {
        if let layout = node.layout as? LazyGridLayout,
           layout.items != items || layout.cellAlignment != cellAlignment || layout.spacing != spacing {
            layout.items = items
            layout.cellAlignment = cellAlignment
            layout.spacing = spacing
            node.publishChange()
        }
        node.children[0].update(to: content)
    }
}
