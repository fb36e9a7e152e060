/// A vertical stack that builds only the rows that can be seen; put it in a `ScrollView`.
///
/// Rows from a `ForEach` whose row type has a displayable count known from its
/// type are built on demand and torn down when they scroll out of view.
public struct LazyVStack<Content: View>: View, PrimitiveView {
    /// Its node publishes a `LazyStackLayout`.
    package typealias NodeLayout = LazyStackLayout

    let arrangement: LazyStackArrangement
    let content: Content

    /// Stacks the views `content` builds, lined up by `alignment`, `spacing` apart;
    /// the section views in `pinnedViews` stay in view while the stack scrolls.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        arrangement = LazyStackArrangement(axis: .vertical, alignment: alignment.fraction, spacing: spacing, pinnedViews: pinnedViews)
        self.content = content()
    }

    /// A stack is one displayable to its parent.
    public static var _displayableCount: Int? { 1 }

    package func makeNode(_ node: ViewNode) { arrangement.make(node, content: content) }

    package func updateNode(_ node: ViewNode) { arrangement.update(node, layout: layout(of: node), content: content) }
}

/// A horizontal stack that builds only the columns that can be seen.
public struct LazyHStack<Content: View>: View, PrimitiveView {
    /// Its node publishes a `LazyStackLayout`.
    package typealias NodeLayout = LazyStackLayout

    let arrangement: LazyStackArrangement
    let content: Content

    /// Stacks the views `content` builds, lined up by `alignment`, `spacing` apart;
    /// the section views in `pinnedViews` stay in view while the stack scrolls.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        arrangement = LazyStackArrangement(axis: .horizontal, alignment: alignment.fraction, spacing: spacing, pinnedViews: pinnedViews)
        self.content = content()
    }

    /// A stack is one displayable to its parent.
    public static var _displayableCount: Int? { 1 }

    package func makeNode(_ node: ViewNode) { arrangement.make(node, content: content) }

    package func updateNode(_ node: ViewNode) { arrangement.update(node, layout: layout(of: node), content: content) }
}

/// What a lazy stack was given, whichever its axis: the two stacks differ only
/// in their axis and their alignment's type, and make and update their nodes alike.
struct LazyStackArrangement {
    let axis: Axis
    /// Where rows line up across the axis, as a fraction of the cross length.
    let alignment: Double
    let spacing: Double
    let pinnedViews: PinnedScrollableViews

    @MainActor init(axis: Axis, alignment: Double, spacing: CGFloat?, pinnedViews: PinnedScrollableViews) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing.map { LayoutInput.finite(Double($0), "stack spacing") } ?? 8
        self.pinnedViews = pinnedViews
    }

    @MainActor func make(_ node: ViewNode, content: some View) {
        LazyStackNodes.make(node, layout: LazyStackLayout(axis: axis, alignment: alignment, spacing: spacing),
                            pinnedViews: pinnedViews, content: content)
    }

    @MainActor func update(_ node: ViewNode, layout: LazyStackLayout?, content: some View) {
        LazyStackNodes.update(node, layout: layout, alignment: alignment, spacing: spacing, pinnedViews: pinnedViews, content: content)
    }
}

/// What lazy stacks and lists do to their nodes.
@MainActor
package enum LazyStackNodes {
    /// Makes the container node; `plainSections` is false for a list, whose
    /// section headers and footers take the list's small secondary look.
    package static func make(_ node: ViewNode, layout: LazyStackLayout, pinnedViews: PinnedScrollableViews,
                     plainSections: Bool = true, content: some View) {
        layout.pinnedViews = pinnedViews
        node.environmentTransform = { environment in
            var environment = environment
            environment.plainSectionViews = plainSections
            return environment
        }
        node.role = .container(layout)
        node.addChild(content)
        node.publish(layout)
    }

    static func update(_ node: ViewNode, layout: LazyStackLayout?, alignment: Double, spacing: Double, pinnedViews: PinnedScrollableViews,
                       content: some View) {
        if let layout,
           layout.alignment != alignment || layout.spacing != spacing || layout.pinnedViews != pinnedViews {
            layout.alignment = alignment
            layout.spacing = spacing
            layout.pinnedViews = pinnedViews
            node.publishChange()
        }
        node.children[0].update(toValue: content)
    }
}
