extension Color: View, PrimitiveView {
    /// Its node publishes a `FillLayout`.
    package typealias NodeLayout = FillLayout

    /// A colour is one displayable.
    public static var _displayableCount: Int? { 1 }

    /// Its fill depends on the colour and the environment alone.
    package static var isSettledByEqualValue: Bool { true }

    package func makeNode(_ node: ViewNode) {
        node.role = .unary
        node.publish(FillLayout(color: resolve(in: node.environment)))
    }

    package func updateNode(_ node: ViewNode) {
        guard let layout = layout(of: node) else { return }
        let resolved: RGBA = resolve(in: node.environment)
        if layout.color != resolved {
            layout.color = resolved
            node.publishChange()
        }
    }
}
