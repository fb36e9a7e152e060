/// Groups views without laying them out: its displayables are its content's,
/// and a modifier on a group applies to each of them.
public struct Group<Content: View>: View, PrimitiveView {
    let content: Content

    /// Groups the views `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Whatever the content produces.
    public static var _displayableCount: Int? { Content._displayableCount }

    package func makeNode(_ node: ViewNode) {
        node.addContent(content, of: Self.self)
    }

    package func updateNode(_ node: ViewNode) {
        node.updateContent(content, of: Self.self)
    }
}

extension Group: HoldsContent {
    /// The content's type when it is a block of views, whose parts the group's node holds itself.
    package static var contentBlock: (any ViewBlock.Type)? { Content.self as? any ViewBlock.Type }
}
