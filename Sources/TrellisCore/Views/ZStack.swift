/// Lays its content out on top of one another, first at the back.
public struct ZStack<Content: View>: View, PrimitiveView {
    /// Its node publishes a `ZStackLayout`.
    package typealias NodeLayout = ZStackLayout

    @usableFromInline let alignment: Alignment
    @usableFromInline let content: Content

    /// Overlays the views `content` builds, lined up by `alignment`.
    @inlinable
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    /// A stack is one displayable to its parent.
    public static var _displayableCount: Int? { 1 }

    /// Settled when its content is: the alignment is a value.
    package static var isSettledByEqualValue: Bool { SettledViewTypes.isSettled(Content.self) }

    package func makeNode(_ node: ViewNode) {
        let layout = ZStackLayout(alignment: alignment)
        node.role = .container(layout)
        node.addContent(content, of: Self.self)
        node.publish(layout)
    }

    package func updateNode(_ node: ViewNode) {
        if let layout = layout(of: node), layout.alignment != alignment {
            layout.alignment = alignment
            node.publishChange()
        }
        node.updateContent(content, of: Self.self)
    }
}

extension ZStack: HoldsContent {
    /// The content's type when it is a block of views, whose parts the stack's node holds itself.
    package static var contentBlock: (any ViewBlock.Type)? { Content.self as? any ViewBlock.Type }
}
