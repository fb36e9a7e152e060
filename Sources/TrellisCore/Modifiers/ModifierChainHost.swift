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

    /// Brings this link and those inside it up to date, from the link view
    /// at `old` to the one at `new` (each of this link's type), in `node`;
    /// `depth` counts links from the outermost.
    func update(_ node: ViewNode, new: UnsafeRawPointer, old: UnsafeRawPointer, host: ModifierChainHost, depth: Int) {
        preconditionFailure("\(type(of: self)) updates nothing")
    }
}

/// A link of a chain that knows the view it stands for, `Link`: an update
/// goes from link to link by a call on each, not by asking which type lies
/// inside, and reads each link's content where it lies.
final class TypedChainLink<Link: ModifierChainLink>: ChainLink {
    /// The modifier the chain was last built or updated with.
    var modifier: Link.LinkModifier

    init(_ modifier: Link.LinkModifier, inner: ChainLink?) {
        self.modifier = modifier
        super.init(inner: inner)
    }

    override func wrap(_ child: LayoutNode) -> LayoutNode {
        let wrapper = modifier.makeWrapper()
        wrapper.adopt(inner?.wrap(child) ?? child)
        return wrapper
    }

    override func update(_ node: ViewNode, new: UnsafeRawPointer, old: UnsafeRawPointer, host: ModifierChainHost, depth: Int) {
        let new = new.assumingMemoryBound(to: Link.self), old = old.assumingMemoryBound(to: Link.self)
        let changed = new.pointee.linkModifier
        if old.pointee.linkModifier != changed {
            modifier = changed
            host.configureWrappers(with: changed, depth: depth, of: node)
        }
        let content = Link.content(of: new)
        guard let inner else { return node.children[0].update(toValueAt: content) }
        inner.update(node, new: UnsafeRawPointer(content), old: UnsafeRawPointer(Link.content(of: old)), host: host,
                     depth: depth + 1)
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

    /// Configures, around each displayable, the wrapper `depth` links in
    /// from the outermost with `modifier`, that link's new value.
    func configureWrappers<Modifier: ChainableModifier>(with modifier: Modifier, depth: Int, of node: ViewNode) {
        for outer in wrappers {
            var wrapper = outer
            for _ in 0..<depth { wrapper = wrapper.children[0] }
            if let wrapper = wrapper as? Modifier.Wrapper { modifier.configure(wrapper) }
        }
        node.publishChangeOfEachDisplayable()
    }
}
