import OpenCombine

/// An observable object a view creates and owns, kept for as long as the
/// view's identity lives.
///
/// The object is made the first time the view is installed in the graph, from
/// the expression in the declaration, and never again for that identity: a
/// parent running its body again makes a new view value, not a new object. A
/// new identity (another `.id`, a row for another element) makes a fresh one.
/// When the object's `objectWillChange` fires, this view's body runs again.
@MainActor @preconcurrency @propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let link: StateObjectLink<ObjectType>

    /// Makes the object with `thunk` when the view first appears.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        link = StateObjectLink(make: thunk)
    }

    /// The object.
    public var wrappedValue: ObjectType { link.resolvedBox.object }

    /// Makes bindings to the object's properties: `$model.name`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(root: wrappedValue)
    }

    /// Points this property at the object its node keeps, making it the first time.
    public func _install(in node: _GraphNodeReference, slot: inout Int) {
        let make = link.make
        let box = node.storage(at: &slot) { StateObjectBox(object: make()) }
        box.observation.observe(box.object, for: node.node)
        link.box = box
    }
}

extension StateObject: SelfComparingProperty {
    /// The object lives in the node; a new view's expression is not an input.
    func isSameInput(as other: Any) -> Bool { true }
}

/// The object a `@StateObject` keeps in its node, and the node's subscription to it.
@MainActor
final class StateObjectBox<ObjectType: ObservableObject> {
    let object: ObjectType
    let observation = ObjectObservation()

    init(object: ObjectType) {
        self.object = object
    }
}

/// The link from a `@StateObject` in a view value to the box in its node.
@MainActor
final class StateObjectLink<ObjectType: ObservableObject> {
    let make: () -> ObjectType
    var box: StateObjectBox<ObjectType>?

    init(make: @escaping () -> ObjectType) {
        self.make = make
    }

    /// The node's box; outside a graph, an object made once for this view value.
    var resolvedBox: StateObjectBox<ObjectType> {
        if let box { return box }
        let detached = StateObjectBox(object: make())
        box = detached
        return detached
    }
}
