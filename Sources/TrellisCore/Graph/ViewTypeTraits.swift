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

    /// Whether the framework builds the view itself: primitive views, and
    /// shapes, which are drawn filled with the foreground colour.
    var isPrimitive: Bool { primitiveType != nil || isShape }

    @MainActor
    init(of view: any View) {
        let viewType = Swift.type(of: view)
        type = ObjectIdentifier(viewType)
        primitiveType = viewType as? any PrimitiveView.Type
        isShape = primitiveType == nil && viewType is any Shape.Type
        isAnimatable = view is any Animatable
    }

    /// The traits of `view`'s type, cast for once per type in the process:
    /// each of a list's new rows asks on its first update, and its node has
    /// nothing kept yet.
    @MainActor
    static func of(_ view: any View) -> ViewTypeTraits {
        let key = ObjectIdentifier(Swift.type(of: view))
        for recent in TraitsCache.recent where recent.type == key { return recent }
        let traits = TraitsCache.known[key] ?? ViewTypeTraits(of: view)
        TraitsCache.known[key] = traits
        TraitsCache.recent[TraitsCache.nextRecent] = traits
        TraitsCache.nextRecent = (TraitsCache.nextRecent + 1) % TraitsCache.recent.count
        return traits
    }
}

/// The traits found so far, by type; process-wide on purpose, since they
/// are facts about types. The last few answers are kept apart and looked
/// through first: building a list's rows asks about the same few types
/// (the row, its body's views) over and over, and this spares hashing them.
@MainActor
private enum TraitsCache {
    static var known: [ObjectIdentifier: ViewTypeTraits] = [:]
    static var recent = [ViewTypeTraits](repeating: ViewTypeTraits(), count: 4)
    static var nextRecent = 0
}

extension ViewTypeTraits {
    /// Traits no view type has, filling the recent answers before any are found.
    fileprivate init() {
        type = ObjectIdentifier(ViewTypeTraits.self)
        primitiveType = nil
        isShape = false
        isAnimatable = false
    }
}
