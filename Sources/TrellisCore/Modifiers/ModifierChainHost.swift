/// One modifier of a chain, kept by its host to make and configure its
/// wrappers, with the link inside it: the links are a list from the
/// outermost in, not an array, which would be one more allocation per node.
@MainActor
class ChainLink {
    /// The next link in, nearer the content; `nil` for the innermost.
    let inner: ChainLink?

    init(inner: ChainLink?) {
        self.inner = inner
    }

    /// `child` wrapped in the inner links' wrappers, then in a new one of this link's.
    func wrap(_ child: LayoutNode) -> LayoutNode {
        preconditionFailure("\(type(of: self)) makes no wrappers")
    }
}

/// A link of a chain holding its modifier as the type it is.
final class TypedChainLink<Modifier: ChainableModifier>: ChainLink {
    /// The modifier the chain was last built or updated with.
    var modifier: Modifier

    init(_ modifier: Modifier, inner: ChainLink?) {
        self.modifier = modifier
        super.init(inner: inner)
    }

    override func wrap(_ child: LayoutNode) -> LayoutNode {
        let wrapper = modifier.makeWrapper()
        wrapper.adopt(inner?.wrap(child) ?? child)
        return wrapper
    }
}

/// The host of a chain of chainable modifiers in one node (`ModifierChain`):
/// each displayable of the content is wrapped in every link's wrapper, the
/// innermost link's nearest to it, as the nodes of each would have wrapped it.
final class ModifierChainHost: ModifierHost {
    /// The outermost link.
    let outermost: ChainLink

    init(outermost: ChainLink) {
        self.outermost = outermost
        super.init()
    }

    override func wrapper(around child: LayoutNode) -> LayoutNode {
        outermost.wrap(child)
    }

    /// Keeps `modifier` as the link `depth` links in from the outermost, and
    /// configures that link's wrapper of each displayable again.
    func reconfigure<Modifier: ChainableModifier>(_ modifier: Modifier, depth: Int, of node: ViewNode) {
        var link: ChainLink? = outermost
        for _ in 0..<depth { link = link?.inner }
        guard let typed = link as? TypedChainLink<Modifier> else { return }
        typed.modifier = modifier
        for outer in wrappers {
            var wrapper = outer
            for _ in 0..<depth { wrapper = wrapper.children[0] }
            if let wrapper = wrapper as? Modifier.Wrapper { modifier.configure(wrapper) }
        }
        node.publishChangeOfEachDisplayable()
    }
}
