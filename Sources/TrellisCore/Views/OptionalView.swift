extension Optional: View, NodeStateKeeping, PrimitiveView where Wrapped: View {
    /// Present or absent, so not known from the type.
    public static var _displayableCount: Int? {
        Wrapped._displayableCount == 0 ? 0 : nil
    }

    package func makeNode(_ node: ViewNode) {
        if let wrapped = self { node.addChild(wrapped) }
    }

    package func updateNode(_ node: ViewNode) {
        switch (node.children.isEmpty, self) {
        case (true, .some(let wrapped)):
            node.addChild(wrapped)
        case (false, .some(let wrapped)):
            node.children[0].update(to: wrapped)
        case (false, .none):
            node.removeChild(at: 0)
        case (true, .none):
            break
        }
    }
}
