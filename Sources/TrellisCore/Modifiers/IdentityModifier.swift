/// Gives the content an explicit identity: when the id changes, the old
/// subtree, with its state and tasks, is destroyed and a fresh one is built.
struct IdentityModifier<ID: Hashable>: PrimitiveModifier {
    let id: ID

    package func makeNode(_ node: ViewNode, content: some View) {
        node.addChild(content)
    }

    package func updateNode(_ node: ViewNode, content: some View, old: Self) {
        if old.id != id {
            node.removeChild(at: 0)
            node.addChild(content)
        } else {
            node.children[0].update(toValue: content)
        }
    }
}

/// Skips the content's update when its new value is `==` to the old one.
struct EquatableModifier: PrimitiveModifier {
    package func makeNode(_ node: ViewNode, content: some View) {
        node.addChild(content)
    }

    package func updateNode(_ node: ViewNode, content: some View, old: Self) {
        let child = node.children[0]
        if !child.needsBodyUpdate, ValueEquality.areEqual(child.view, content) { return }
        child.update(to: content)
    }
}

extension View {
    /// Gives this view an explicit identity; a new id means new state.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        ModifiedContent(content: self, modifier: IdentityModifier(id: id))
    }
}

extension View where Self: Equatable {
    /// Skips this view's body when its new value equals the old one.
    public func equatable() -> some View {
        ModifiedContent(content: self, modifier: EquatableModifier())
    }
}
