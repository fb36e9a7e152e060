/// A plain wrapping modifier: its wrapper is made and configured from its
/// value alone, and its node holds nothing else. A run of them applied one
/// after another (`.padding().frame(width: 60).cornerRadius(8)`) is hosted in
/// one node, the outermost's, which wraps each displayable in all their
/// wrappers: a node for each took a view node, a host and a boxed value per
/// modifier, in every row of a list that carries them.
package protocol ChainableModifier: WrappingModifier {}

extension ChainableModifier {
    /// Its node may host the chainable modifiers applied inside it.
    package static var isChainable: Bool { true }
}

extension FrameModifier: ChainableModifier {}
extension PaddingModifier: ChainableModifier {}
extension ClipModifier: ChainableModifier {}
extension OffsetModifier: ChainableModifier {}
extension FixedSizeModifier: ChainableModifier {}
extension OpacityModifier: ChainableModifier {}

/// A view that is one link of a chain: a chainable modifier over its content.
@MainActor
protocol ModifierChainLink: View {
    associatedtype LinkContent: View
    associatedtype LinkModifier: ChainableModifier
    /// What the modifier applies to.
    var linkContent: LinkContent { get }
    /// The modifier.
    var linkModifier: LinkModifier { get }
}

extension ModifiedContent: ModifierChainLink where Modifier: ChainableModifier {
    var linkContent: Content { content }
    var linkModifier: Modifier { modifier }
}

/// Which types are links, found once per type.
@MainActor
enum ModifierChain {
    private static var links = TypeCache<(any ModifierChainLink.Type)?>()
    private static var heads = TypeCache<(any ModifierChainLink.Type)?>()

    /// `type` as a link of a chain, when it is one.
    static func link(_ type: Any.Type) -> (any ModifierChainLink.Type)? {
        links.value(for: ObjectIdentifier(type)) { type as? any ModifierChainLink.Type }
    }

    /// `type` as the outermost link of a chain of two or more, when it is
    /// one: asked for every chainable modifier built or updated, most of
    /// them alone, so it is found once per type too.
    static func head(_ type: Any.Type) -> (any ModifierChainLink.Type)? {
        heads.value(for: ObjectIdentifier(type)) {
            guard let link = type as? any ModifierChainLink.Type else { return nil }
            func continues<L: ModifierChainLink>(_: L.Type) -> Bool { L.LinkContent.self is any ModifierChainLink.Type }
            return continues(link) ? link : nil
        }
    }

    /// `value` as the `L` it is; the caller found its type to be `L`.
    static func value<V, L>(_ value: V, as _: L.Type) -> L {
        assert(V.self == L.self, "\(V.self) is not \(L.self)")
        return unsafeBitCast(value, to: L.self)
    }
}

extension ModifierChainLink {
    /// This link and every link inside it, the outermost first; `content`
    /// receives the view inside them all, and builds it.
    func makeLinks(content: (any View) -> Void) -> ChainLink {
        guard let inner = ModifierChain.link(LinkContent.self) else {
            content(linkContent)
            return TypedChainLink(linkModifier, inner: nil)
        }
        func make<L: ModifierChainLink>(_: L.Type) -> ChainLink { ModifierChain.value(linkContent, as: L.self).makeLinks(content: content) }
        return TypedChainLink(linkModifier, inner: make(inner))
    }

    /// Brings `node`, built by `buildChain`, up to date from `old`: each link
    /// whose modifier changed configures its wrappers again, and the content
    /// inside them all is updated. `depth` counts links from the outermost.
    func updateChain(_ node: ViewNode, old: Self, host: ModifierChainHost, depth: Int = 0) {
        if old.linkModifier != linkModifier { host.reconfigure(linkModifier, depth: depth, of: node) }
        guard let inner = ModifierChain.link(LinkContent.self) else { return node.children[0].update(toValue: linkContent) }
        func update<L: ModifierChainLink>(_: L.Type) {
            ModifierChain.value(linkContent, as: L.self)
                .updateChain(node, old: ModifierChain.value(old.linkContent, as: L.self), host: host, depth: depth + 1)
        }
        update(inner)
    }
}
