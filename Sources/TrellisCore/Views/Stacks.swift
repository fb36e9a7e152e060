/// Lays its content out top to bottom.
public struct VStack<Content: View>: View, PrimitiveView {
    /// Its node publishes a `StackLayout`.
    package typealias NodeLayout = StackLayout

    @usableFromInline let alignment: HorizontalAlignment
    @usableFromInline let spacing: Double?
    @usableFromInline let content: Content

    /// Stacks the views `content` builds, lined up by `alignment`, `spacing` apart.
    // Inlinable (as is the content's builder), so a body's stack is made by
    // code compiled for its content, without run-time look-ups of its types.
    @inlinable
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = StackNodes.checked(spacing)
        self.content = content()
    }

    /// A stack is one displayable to its parent.
    public static var _displayableCount: Int? { 1 }

    /// Settled when its content is: the alignment and spacing are values.
    package static var isSettledByEqualValue: Bool { SettledViewTypes.isSettled(Content.self) }

    package func makeNode(_ node: ViewNode) {
        StackNodes.make(node, of: Self.self, axis: .vertical, alignment: alignment.fraction, spacing: spacing, content: content)
    }

    package func updateNode(_ node: ViewNode) {
        StackNodes.update(node, of: Self.self, layout: layout(of: node), alignment: alignment.fraction, spacing: spacing, content: content)
    }
}

/// Lays its content out left to right.
public struct HStack<Content: View>: View, PrimitiveView {
    /// Its node publishes a `StackLayout`.
    package typealias NodeLayout = StackLayout

    @usableFromInline let alignment: VerticalAlignment
    @usableFromInline let spacing: Double?
    @usableFromInline let content: Content

    /// Stacks the views `content` builds, lined up by `alignment`, `spacing` apart.
    // Inlinable (as is the content's builder), so a body's stack is made by
    // code compiled for its content, without run-time look-ups of its types.
    @inlinable
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = StackNodes.checked(spacing)
        self.content = content()
    }

    /// A stack is one displayable to its parent.
    public static var _displayableCount: Int? { 1 }

    /// Settled when its content is: the alignment and spacing are values.
    package static var isSettledByEqualValue: Bool { SettledViewTypes.isSettled(Content.self) }

    package func makeNode(_ node: ViewNode) {
        StackNodes.make(node, of: Self.self, axis: .horizontal, alignment: alignment.fraction, spacing: spacing, content: content)
    }

    package func updateNode(_ node: ViewNode) {
        StackNodes.update(node, of: Self.self, layout: layout(of: node), alignment: alignment.fraction, spacing: spacing, content: content)
    }
}

/// What both stacks do to their nodes.
@MainActor
@usableFromInline
enum StackNodes {
    /// `spacing` as a stack keeps it, with a number that is not one reported and taken as 0.
    @usableFromInline
    static func checked(_ spacing: CGFloat?) -> Double? {
        // `if let`, not `map`: a closure here is main-actor isolated and checks the executor on every stack update.
        guard let spacing else { return nil }
        return LayoutInput.finite(Double(spacing), "stack spacing")
    }

    static func make(_ node: ViewNode, of holder: any HoldsContent.Type, axis: Axis, alignment: Double, spacing: Double?, content: some View) {
        let layout = StackLayout(axis: axis, alignment: alignment, spacing: spacing)
        node.role = .container(layout)
        node.addContent(content, of: holder)
        node.publish(layout)
    }

    static func update(_ node: ViewNode, of holder: any HoldsContent.Type, layout: StackLayout?, alignment: Double, spacing: Double?, content: some View) {
        if let layout, layout.alignment != alignment || layout.spacing != spacing {
            layout.alignment = alignment
            layout.spacing = spacing
            node.publishChange()
        }
        node.updateContent(content, of: holder)
    }
}

extension VStack: HoldsContent {
    /// The content's type when it is a block of views, whose parts the stack's node holds itself.
    package static var contentBlock: (any ViewBlock.Type)? { Content.self as? any ViewBlock.Type }
}

extension HStack: HoldsContent {
    /// The content's type when it is a block of views, whose parts the stack's node holds itself.
    package static var contentBlock: (any ViewBlock.Type)? { Content.self as? any ViewBlock.Type }
}
