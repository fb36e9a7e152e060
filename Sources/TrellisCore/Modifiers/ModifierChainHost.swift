/// One modifier of a chain, kept by its host to make and configure its wrappers.
@MainActor
class ChainLink {
    /// A new wrapper of this link's modifier around `child`.
    func wrap(_ child: LayoutNode) -> LayoutNode {
        preconditionFailure("\(type(of: self)) makes no wrappers")
    }
}

/// A link of a chain holding its modifier as the type it is.
final class TypedChainLink<Modifier: ChainableModifier>: ChainLink {
    /// The modifier the chain was last built or updated with.
    var modifier: Modifier

    init(_ modifier: Modifier) {
        self.modifier = modifier
    }

    override func wrap(_ child: LayoutNode) -> LayoutNode {
        let wrapper = modifier.makeWrapper()
        wrapper.adopt(child)
        return wrapper
    }
}

/// The host of a chain of chainable modifiers in one node (`ModifierChain`):
/// each displayable of the content is wrapped in every link's wrapper, the
/// innermost link's nearest to it, as the nodes of each would have wrapped it.
final class ModifierChainHost: ModifierHost {
    /// The links, innermost first.
    let links: [ChainLink]

    init(links: [ChainLink]) {
        self.links = links
        super.init()
    }

    override func wrapper(around child: LayoutNode) -> LayoutNode {
        var wrapped = child
        for link in links { wrapped = link.wrap(wrapped) }
        return wrapped
    }

    /// Keeps `modifier` as the link `depth` links in from the outermost, and
    /// configures that link's wrapper of each displayable again.
    func reconfigure<Modifier: ChainableModifier>(_ modifier: Modifier, depth: Int, of node: ViewNode) {
        guard let link = links[links.count - 1 - depth] as? TypedChainLink<Modifier> else { return }
        link.modifier = modifier
        for outermost in wrappers {
            var wrapper = outermost
            for _ in 0..<depth { wrapper = wrapper.children[0] }
            if let typed = wrapper as? Modifier.Wrapper { modifier.configure(typed) }
        }
        node.publishChangeOfEachDisplayable()
    }
}
