/// What casting a view of one type finds: whether the framework builds it
/// itself (`isPrimitive`) and whether it animates its own data.
///
/// A node keeps these for the type of view it holds, since a cast that fails
/// asks the runtime for a conformance the type lacks: for a composite view
/// whose body reruns, the two failed casts cost as much as its body.
struct ViewTypeTraits {
    let type: ObjectIdentifier
    /// The type as a primitive view, which builds its own node; `nil` for
    /// shapes and composite views. Kept so that building a node opens it
    /// instead of casting the metatype, a runtime search each time.
    let primitiveType: (any PrimitiveView.Type)?
    let isShape: Bool
    let isAnimatable: Bool
    /// How to tell an equal value from a changed one, for types an equal
    /// value leaves alone (`SettledViewTypes`); `nil` for the others.
    /// Unowned: traits are copied on every update of a node, and a closure
    /// held here would be retained and released each time. `SettledViewTypes`
    /// keeps the box for the life of the process.
    unowned(unsafe) let settledComparison: SettledComparison?
    /// Whether a node of this type keeps nothing of its identity beyond
    /// state slots, which the node is asked about (`IdentityFreeRows`):
    /// composite views, shapes and the primitives marked `IdentityFreeView`.
    let keepsNoIdentity: Bool
    /// For a view that takes a block of content apart (`HoldsContent`), the
    /// block's type; `nil` for other views and for content of another kind.
    /// For a composite whose body shares its node, the body's.
    let contentBlock: (any ViewBlock.Type)?
    /// For a composite view whose body is a leaf primitive that may share its
    /// node (`SharesCompositeNode`), the body's type; `nil` for other views.
    let sharedBody: (any SharesCompositeNode.Type)?

    /// Whether the framework builds the view itself: primitive views, and
    /// shapes, which are drawn filled with the foreground colour.
    var isPrimitive: Bool { primitiveType != nil || isShape }

    /// Asked of the type, not a value: passing a view held as `any View` on
    /// would copy it into a box of its own.
    @MainActor
    init(of viewType: any View.Type) {
        type = ObjectIdentifier(viewType)
        primitiveType = viewType as? any PrimitiveView.Type
        isShape = primitiveType == nil && viewType is any Shape.Type
        isAnimatable = hasAnimatableData(viewType)
        func settled<V: View>(_ type: V.Type) -> SettledComparison? { SettledViewTypes.comparison(for: type) }
        settledComparison = settled(viewType)
        keepsNoIdentity = primitiveType == nil || viewType is any IdentityFreeView.Type
        func bodyType<V: View>(_: V.Type) -> any View.Type { V.Body.self }
        sharedBody = primitiveType == nil && !isShape
            ? bodyType(viewType) as? any SharesCompositeNode.Type : nil
        contentBlock = ((sharedBody ?? viewType) as? any HoldsContent.Type)?.contentBlock
    }

    /// The traits of a view type, cast for once per type in the process
    /// (`TypeCache`): each of a list's new rows asks on its first update, and
    /// its node has nothing kept yet.
    @MainActor
    static func of(_ viewType: any View.Type) -> ViewTypeTraits {
        stored(for: viewType).pointee
    }

    /// The process's one copy of a type's traits, which nodes point at: 8
    /// bytes a node, where a copy of its own took 48 in every node of the
    /// view graph. Never freed, like the cache that hands it out; a plain
    /// pointer, so reading it costs no retain and release.
    @MainActor
    static func stored(for viewType: any View.Type) -> UnsafePointer<ViewTypeTraits> {
        cache.value(for: ObjectIdentifier(viewType)) {
            let stored = UnsafeMutablePointer<ViewTypeTraits>.allocate(capacity: 1)
            stored.initialize(to: ViewTypeTraits(of: viewType))
            return UnsafePointer(stored)
        }
    }

    /// Process-wide on purpose: the traits are facts about types.
    @MainActor private static var cache = TypeCache<UnsafePointer<ViewTypeTraits>>()
}
