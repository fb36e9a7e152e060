/// A view with a modifier applied to each of its displayables.
public struct ModifiedContent<Content: View, Modifier>: View, PrimitiveView {
    /// The view being modified.
    public let content: Content
    /// The modification.
    public let modifier: Modifier

    /// Applies `modifier` to `content`.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }

    /// A modifier keeps the count of its content.
    public static var _displayableCount: Int? { Content._displayableCount }

    func makeNode(_ node: ViewNode) {
        if let primitive = modifier as? any PrimitiveModifier {
            primitive.makeNode(node, content: content)
        } else if let user = modifier as? any ViewModifier {
            UserModifierNodes.make(node, modifier: user, content: content)
        } else {
            preconditionFailure("\(Modifier.self) is neither a ViewModifier nor a modifier Trellis applies itself")
        }
    }

    func updateNode(_ node: ViewNode) {
        guard let old = node.view as? Self else { return }
        if let primitive = modifier as? any PrimitiveModifier {
            primitive.updateNode(node, content: content, old: old.modifier)
        } else if let user = modifier as? any ViewModifier {
            UserModifierNodes.update(node, modifier: user, old: old.modifier, content: content)
        }
    }
}

/// A modifier the framework applies itself.
@MainActor
protocol PrimitiveModifier {
    /// Sets the node up and builds `content` as its child.
    func makeNode(_ node: ViewNode, content: some View)
    /// Brings the node up to date; `old` is the modifier it was built or last updated with.
    func updateNode(_ node: ViewNode, content: some View, old: Any)
}

/// A modifier that wraps each displayable of its content in a layout node.
@MainActor
protocol WrappingModifier: PrimitiveModifier, Equatable {
    associatedtype Wrapper: LayoutNode
    /// A new wrapper, configured for this modifier.
    func makeWrapper() -> Wrapper
    /// Configures an existing wrapper for this modifier.
    func configure(_ wrapper: Wrapper)
}

extension WrappingModifier {
    private func wrapperFactory() -> @MainActor (LayoutNode) -> LayoutNode {
        { child in
            let wrapper = self.makeWrapper()
            wrapper.adopt(child)
            return wrapper
        }
    }

    func makeNode(_ node: ViewNode, content: some View) {
        node.role = .modifier(ModifierHost(makeWrapper: wrapperFactory()))
        node.addChild(content)
    }

    func updateNode(_ node: ViewNode, content: some View, old: Any) {
        if let old = old as? Self, old != self, case .modifier(let host) = node.role {
            host.makeWrapper = wrapperFactory()
            for case let wrapper as Wrapper in host.wrappers {
                configure(wrapper)
            }
            node.publishChangeOfEachDisplayable()
        }
        node.children[0].update(to: content)
    }
}

extension View {
    /// Applies a modifier the framework implements itself.
    func modifier<Modifier: PrimitiveModifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
