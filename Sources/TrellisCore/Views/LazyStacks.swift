/// A vertical stack that builds only the rows that can be seen; put it in a `ScrollView`.
///
/// Rows from a `ForEach` whose row type has a displayable count known from its
/// type are built on demand and torn down when they scroll out of view.
public struct LazyVStack<Content: View>: View, PrimitiveView {
    /// Its node publishes a `LazyStackLayout`.
    package typealias NodeLayout = LazyStackLayout

    let alignment: HorizontalAlignment
    let spacing: Double?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// Stacks the views `content` builds, lined up by `alignment`, `spacing` apart;
    /// the section views in `pinnedViews` stay in view while the stack scrolls.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing.map { LayoutInput.finite(Double($0), "stack spacing") }
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    /// A stack is one displayable to its parent.
    public static var _displayableCount: Int? { 1 }

    package func makeNode(_ node: ViewNode) {
        LazyStackNodes.make(node, layout: LazyStackLayout(axis: .vertical, alignment: alignment.fraction, spacing: spacing ?? 8),
                            pinnedViews: pinnedViews, content: content)
    }

    package func updateNode(_ node: ViewNode) {
        LazyStackNodes.update(node, layout: layout(of: node), alignment: alignment.fraction, spacing: spacing ?? 8, pinnedViews: pinnedViews, content: content)
    }
}

/// A horizontal stack that builds only the columns that can be seen.
public struct LazyHStack<Content: View>: View, PrimitiveView {
    /// Its node publishes a `LazyStackLayout`.
    package typealias NodeLayout = LazyStackLayout

    let alignment: VerticalAlignment
    let spacing: Double?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// Stacks the views `content` builds, lined up by `alignment`, `spacing` apart;
    /// the section views in `pinnedViews` stay in view while the stack scrolls.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing.map { LayoutInput.finite(Double($0), "stack spacing") }
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    /// A stack is one displayable to its parent.
    public static var _displayableCount: Int? { 1 }

    package func makeNode(_ node: ViewNode) {
        LazyStackNodes.make(node, layout: LazyStackLayout(axis: .horizontal, alignment: alignment.fraction, spacing: spacing ?? 8),
                            pinnedViews: pinnedViews, content: content)
    }

    package func updateNode(_ node: ViewNode) {
        LazyStackNodes.update(node, layout: layout(of: node), alignment: alignment.fraction, spacing: spacing ?? 8, pinnedViews: pinnedViews, content: content)
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
