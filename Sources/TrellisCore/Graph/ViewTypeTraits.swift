/// What casting a view of one type finds: whether the framework builds it
/// itself (`ViewNode.isPrimitive`) and whether it animates its own data.
///
/// A node keeps these for the type of view it holds, since a cast that fails
/// asks the runtime for a conformance the type lacks: for a composite view
/// whose body reruns, the two failed casts cost as much as its body.
struct ViewTypeTraits {
    let type: ObjectIdentifier
    let isPrimitive: Bool
    let isAnimatable: Bool

    @MainActor
    init(of view: any View) {
        type = ObjectIdentifier(Swift.type(of: view))
        isPrimitive = ViewNode.isPrimitive(view)
        isAnimatable = view is any Animatable
    }

    /// The traits of `view`'s type, cast for once per type in the process:
    /// each of a list's new rows asks on its first update, and its node has
    /// nothing kept yet.
    @MainActor
    static func of(_ view: any View) -> ViewTypeTraits {
        let key = ObjectIdentifier(Swift.type(of: view))
        if let last = TraitsCache.last, last.type == key { return last }
        let traits = TraitsCache.known[key] ?? ViewTypeTraits(of: view)
        TraitsCache.known[key] = traits
        TraitsCache.last = traits
        return traits
    }
}

/// The traits found so far, by type; process-wide on purpose, since they
/// are facts about types. The last answer is kept apart, since a list's rows
/// ask about one type many times in a row and it spares hashing the type.
@MainActor
private enum TraitsCache {
    static var known: [ObjectIdentifier: ViewTypeTraits] = [:]
    static var last: ViewTypeTraits?
}
