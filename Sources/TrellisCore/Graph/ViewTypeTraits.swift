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
}
