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
    /// The content of the link at `link`, where it lies: an update walks a
    /// chain in place, as copying each link's content out of the one around
    /// it copied every view inside, with a retain for each reference held.
    static func content(of link: UnsafePointer<Self>) -> UnsafePointer<LinkContent>
}

extension ModifiedContent: ModifierChainLink where Modifier: ChainableModifier {
    var linkContent: Content { content }
    var linkModifier: Modifier { modifier }

    static func content(of link: UnsafePointer<Self>) -> UnsafePointer<Content> {
        // `content` is the first stored property, and Swift lays a struct's stored properties out in order.
        assert(MemoryLayout<Self>.offset(of: \Self.content) == 0)
        return UnsafeRawPointer(link).assumingMemoryBound(to: Content.self)
    }
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
}

extension ModifierChainLink {
    /// This link and every link inside it, the outermost first; `content`
    /// receives the view inside them all, and builds it.
    func makeLinks(content: (any View) -> Void) -> ChainLink {
        guard let inner = ModifierChain.link(LinkContent.self) else {
            content(linkContent)
            return TypedChainLink<Self>(linkModifier, inner: nil)
        }
        func make<L: ModifierChainLink>(_: L.Type) -> ChainLink { sameTypeValue(linkContent, as: L.self).makeLinks(content: content) }
        return TypedChainLink<Self>(linkModifier, inner: make(inner))
    }
}
