/// A container whose content is built from the size and place it is given.
///
/// It takes all the space offered and puts its content at the top-left. When
/// that space changes, the content is built again within the same frame.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    /// Its node publishes a `GeometryLayout`.
    package typealias NodeLayout = GeometryLayout

    let content: (GeometryProxy) -> Content

    /// Builds the content from a proxy describing the reader's geometry.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    /// A reader is one displayable.
    public static var _displayableCount: Int? { 1 }

    /// The content is built only once the reader has a place: SwiftUI never calls
    /// the closure with a size the reader was not given (a zero size before layout).
    /// The first placement invalidates the node, and the frame builds it then.
    package func makeNode(_ node: ViewNode) {
        let layout = GeometryLayout()
        layout.onGeometryChange = { [unowned node] in node.graph.invalidate(node) }
        node.role = .container(layout)
        node.addChild(Optional<Content>.none)
        node.publish(layout)
    }

    package func updateNode(_ node: ViewNode) {
        guard let layout = layout(of: node) else { return }
        let proxy = layout.proxy
        node.children[0].update(to: proxy == .unplaced ? nil : node.trackingReads { Optional(content(proxy)) })
    }
}
