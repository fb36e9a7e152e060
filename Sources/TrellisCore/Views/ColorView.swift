extension Color: View, PrimitiveView {
    /// A colour is one displayable.
    public static var _displayableCount: Int? { 1 }

    func makeNode(_ node: ViewNode) {
        node.role = .unary
        node.publish(FillLayout(color: resolve(in: node.environment)))
    }

    func updateNode(_ node: ViewNode) {
        guard let layout = node.layout as? FillLayout else { return }
        let resolved = resolve(in: node.environment)
        if layout.color != resolved {
            layout.color = resolved
            node.publishChange()
        }
    }
}
