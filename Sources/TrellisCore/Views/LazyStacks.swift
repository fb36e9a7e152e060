/// A vertical stack that builds only the rows that can be seen; put it in a `ScrollView`.
///
/// Rows from a `ForEach` whose row type has a displayable count known from its
/// type are built on demand and torn down when they scroll out of view.
public struct LazyVStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: Content

    /// Stacks the views `content` builds, lined up by `alignment`, `spacing` apart.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing.map { LayoutInput.finite(Double($0), "stack spacing") }
        self.content = content()
    }

    /// A stack is one displayable to its parent.
    public static var _displayableCount: Int? { 1 }

    func makeNode(_ node: ViewNode) {
        LazyStackNodes.make(node, layout: LazyStackLayout(axis: .vertical, alignment: alignment.fraction, spacing: spacing ?? 8),
                            content: content)
    }

    func updateNode(_ node: ViewNode) {
        LazyStackNodes.update(node, alignment: alignment.fraction, spacing: spacing ?? 8, content: content)
    }
}

/// A horizontal stack that builds only the columns that can be seen.
public struct LazyHStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: Content

    /// Stacks the views `content` builds, lined up by `alignment`, `spacing` apart.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing.map { LayoutInput.finite(Double($0), "stack spacing") }
        self.content = content()
    }

    /// A stack is one displayable to its parent.
    public static var _displayableCount: Int? { 1 }

    func makeNode(_ node: ViewNode) {
        LazyStackNodes.make(node, layout: LazyStackLayout(axis: .horizontal, alignment: alignment.fraction, spacing: spacing ?? 8),
                            content: content)
    }

    func updateNode(_ node: ViewNode) {
        LazyStackNodes.update(node, alignment: alignment.fraction, spacing: spacing ?? 8, content: content)
    }
}

/// What lazy stacks and lists do to their nodes.
@MainActor
enum LazyStackNodes {
    static func make(_ node: ViewNode, layout: LazyStackLayout, content: some View) {
        node.role = .container(layout)
        node.addChild(content)
        node.publish(layout)
    }

    static func update(_ node: ViewNode, alignment: Double, spacing: Double, content: some View) {
        if let layout = node.layout as? LazyStackLayout, layout.alignment != alignment || layout.spacing != spacing {
            layout.alignment = alignment
            layout.spacing = spacing
            node.publishChange()
        }
        node.children[0].update(to: content)
    }
}
