/// The parts of a view's frame that `.matchedGeometryEffect` matches.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Makes a set from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The view's position, in window coordinates.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The view's size.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Both the position and the size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// Puts each displayable in a matched-geometry group.
struct MatchedGeometryModifier: PrimitiveModifier {
    let id: AnyHashable
    let namespace: Namespace.ID
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool

    // Not `Equatable`: the id is not `Sendable`, so comparing stays on the main actor.
    private func isSame(as other: Self) -> Bool {
        id == other.id && namespace == other.namespace && properties == other.properties
            && anchor == other.anchor && isSource == other.isSource
    }

    private func wrapperFactory(in graph: ViewGraph) -> @MainActor (LayoutNode) -> LayoutNode {
        let registry = graph.matchedGeometryRegistry
        let group = registry.group(for: id, in: namespace)
        return { child in
            let wrapper = MatchedGeometryLayout(group: group, properties: properties, anchor: anchor, isSource: isSource)
            wrapper.adopt(child)
            registry.register(wrapper)
            return wrapper
        }
    }

    package func makeNode(_ node: ViewNode, content: some View) {
        node.role = .modifier(ClosureModifierHost(makeWrapper: wrapperFactory(in: node.graph)))
        node.addChild(content)
    }

    package func updateNode(_ node: ViewNode, content: some View, old: Self) {
        if !old.isSame(as: self), case .modifier(let host as ClosureModifierHost) = node.role {
            host.makeWrapper = wrapperFactory(in: node.graph)
            let group = node.graph.matchedGeometryRegistry.group(for: id, in: namespace)
            for case let wrapper as MatchedGeometryLayout in host.wrappers {
                wrapper.group = group
                wrapper.properties = properties
                wrapper.anchor = anchor
                wrapper.isSource = isSource
            }
            node.publishChangeOfEachDisplayable()
        }
        node.children[0].update(toValue: content)
    }
}

extension View {
    /// Pairs this view with the other views that have the same `id` in `namespace`.
    ///
    /// When one such view leaves and another arrives in the same animated
    /// update, the arriving view grows from where the leaving one was and the
    /// leaving one moves towards it, while they cross-fade. A view with
    /// `isSource: false` takes the frame (as far as `properties` say) of the
    /// group's source while both are shown.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                    properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
        ModifiedContent(content: self, modifier: MatchedGeometryModifier(id: AnyHashable(id), namespace: namespace,
                                                                         properties: properties, anchor: anchor,
                                                                         isSource: isSource))
    }
}
