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

    /// Asked of the type, not a value: passing a view held as `any View` on
    /// would copy it into a box of its own.
    @MainActor
    init(of viewType: any View.Type) {
        type = ObjectIdentifier(viewType)
        primitiveType = viewType as? any PrimitiveView.Type
        isShape = primitiveType == nil && viewType is any Shape.Type
        isAnimatable = viewType is any Animatable.Type
    }

    /// The traits of a view type, cast for once per type in the process:
    /// each of a list's new rows asks on its first update, and its node has
    /// nothing kept yet.
    @MainActor
    static func of(_ viewType: any View.Type) -> ViewTypeTraits {
        let key = ObjectIdentifier(viewType)
        for recent in TraitsCache.recent where recent.type == key { return recent }
        let traits: ViewTypeTraits
        if let known = TraitsCache.known[key] {
            traits = known
        } else {
            traits = ViewTypeTraits(of: viewType)
            TraitsCache.known[key] = traits
        }
        TraitsCache.recent[TraitsCache.nextRecent] = traits
        TraitsCache.nextRecent = (TraitsCache.nextRecent + 1) % TraitsCache.recent.count
        return traits
    }
}

/// The traits found so far, by type; process-wide on purpose, since they
/// are facts about types. The last few answers are kept apart and looked
/// through first: building a list's rows asks about the same dozen types
/// (the row, its body's views and modifiers) over and over, and comparing
/// sixteen identifiers costs less than hashing one.
@MainActor
private enum TraitsCache {
    static var known: [ObjectIdentifier: ViewTypeTraits] = [:]
    static var recent = [ViewTypeTraits](repeating: ViewTypeTraits(), count: 16)
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
