/// A view with a modifier applied to each of its displayables.
public struct ModifiedContent<Content: View, Modifier>: View, UpdatedFromOldValue {
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

    package func makeNode(_ node: ViewNode) {
        switch ModifierKind.of(Modifier.self) {
        case .primitive(let type):
            if type.isChainable, let head = ModifierChain.head(Self.self) { return makeChain(node, as: head) }
            makeNode(node, as: type)
        case .user(let type): makeUserNode(node, as: type)
        case .neither: preconditionFailure("\(Modifier.self) is neither a ViewModifier nor a modifier Trellis applies itself")
        }
    }

    /// Settled when its modifier is (a frame, a padding) and its content is:
    /// a row's `Text(id).frame(width: 60)` is left alone when the row's body
    /// runs again for a new selection.
    package static var isSettledByEqualValue: Bool {
        guard case .primitive(let type) = ModifierKind.of(Modifier.self), type.isSettledByEqualValue else { return false }
        return SettledViewTypes.isSettled(Content.self)
    }

    package func updateNode(_ node: ViewNode, from old: UnsafePointer<Self>) {
        switch ModifierKind.of(Modifier.self) {
        case .primitive(let type):
            if type.isChainable, case .modifier(let host as ModifierChainHost) = node.role {
                return withUnsafePointer(to: self) {
                    host.outermost.update(node, new: UnsafeRawPointer($0), old: UnsafeRawPointer(old), host: host, depth: 0)
                }
            }
            updateNode(node, old: old.pointee.modifier, as: type)
        case .user(let type): updateUserNode(node, old: old.pointee.modifier, as: type)
        case .neither: break
        }
    }

    // `Modifier` is `M` here, as `ModifierKind` found, so its value is taken
    // as an `M` as it is: a cast, even of a value of the very type asked
    // for, went through the runtime for every modifier of every row updated.
    private func makeNode<M: PrimitiveModifier>(_ node: ViewNode, as _: M.Type) {
        modifier(as: M.self).makeNode(node, content: content)
    }

    /// Builds `node` as the host of the chain this view heads (`ModifierChain`).
    private func makeChain<L: ModifierChainLink>(_ node: ViewNode, as _: L.Type) {
        // The host comes first, so that it wraps the content's displayables as they are built.
        var inside: (any View)?
        let outermost = sameTypeValue(self, as: L.self).makeLinks { inside = $0 }
        node.role = .modifier(ModifierChainHost(outermost: outermost))
        if let inside { node.addChild(inside) }
    }

    private func makeUserNode<M: ViewModifier>(_ node: ViewNode, as _: M.Type) {
        UserModifierNodes.make(node, modifier: modifier(as: M.self), content: content)
    }

    private func updateNode<M: PrimitiveModifier>(_ node: ViewNode, old: Modifier, as _: M.Type) {
        modifier(as: M.self).updateNode(node, content: content, old: Self.value(old, as: M.self))
    }

    /// The modifier as the `M` it is.
    private func modifier<M>(as _: M.Type) -> M {
        Self.value(modifier, as: M.self)
    }

    private static func value<M>(_ modifier: Modifier, as _: M.Type) -> M {
        sameTypeValue(modifier, as: M.self)
    }

    private func updateUserNode<M: ViewModifier>(_ node: ViewNode, old: Modifier, as _: M.Type) {
        UserModifierNodes.update(node, modifier: modifier(as: M.self), old: old, content: content)
    }
}

/// A modifier the framework applies itself.
@MainActor
package protocol PrimitiveModifier: NodeStateKeeping {
    /// Sets the node up and builds `content` as its child.
    func makeNode(_ node: ViewNode, content: some View)
    /// Brings the node up to date; `old` is the modifier it was built or last updated with.
    func updateNode(_ node: ViewNode, content: some View, old: Self)
    /// Whether an equal modifier over equal content changes nothing, so the
    /// node need not be updated: true when the node depends only on the
    /// modifier's value and the environment.
    static var isSettledByEqualValue: Bool { get }
    /// Whether its node may host the modifiers applied inside it (`ChainableModifier`).
    static var isChainable: Bool { get }
}

extension PrimitiveModifier {
    /// Unless a modifier says so, an equal value still runs `updateNode`.
    package static var isSettledByEqualValue: Bool { false }
    /// Unless a modifier says so, its node hosts it alone.
    package static var isChainable: Bool { false }
}

/// A modifier that wraps each displayable of its content in a layout node.
@MainActor
package protocol WrappingModifier: PrimitiveModifier, Equatable {
    associatedtype Wrapper: LayoutNode
    /// A new wrapper, configured for this modifier.
    func makeWrapper() -> Wrapper
    /// Configures an existing wrapper for this modifier.
    func configure(_ wrapper: Wrapper)
}

extension WrappingModifier {
    /// A wrapper is configured from the modifier's value alone.
    package static var isSettledByEqualValue: Bool { true }

    /// Hosts the modifier on `node`, which wraps each displayable of `content` in a `Wrapper`.
    package func makeNode(_ node: ViewNode, content: some View) {
        node.role = .modifier(WrappingModifierHost(self))
        node.addChild(content)
    }

    /// Configures every wrapper again when the modifier changed, then updates `content`.
    package func updateNode(_ node: ViewNode, content: some View, old: Self) {
        if old != self, case .modifier(let host as WrappingModifierHost<Self>) = node.role {
            host.modifier = self
            for case let wrapper as Wrapper in host.wrappers {
                configure(wrapper)
            }
            node.publishChangeOfEachDisplayable()
        }
        node.children[0].update(toValue: content)
    }
}

extension View {
    /// Applies a modifier the framework implements itself.
    package func modifier<Modifier: PrimitiveModifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// `value` as the `T` it is, without a runtime cast: the caller found its
/// type to be `T` (`ModifierKind`, `ModifierChain`). A cast, even of a value
/// of the very type asked for, goes through the runtime.
func sameTypeValue<V, T>(_ value: V, as _: T.Type) -> T {
    assert(V.self == T.self, "\(V.self) is not \(T.self)")
    return unsafeBitCast(value, to: T.self)
}
