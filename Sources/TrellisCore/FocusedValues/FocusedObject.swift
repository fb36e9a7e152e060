import OpenCombine

/// An `ObservableObject` that the focused view, a view around it, or the key
/// window's scene publishes with `.focusedObject(_:)` or
/// `.focusedSceneObject(_:)`, found by its type: nil when none does. The body
/// runs again when the object changes or another takes its place.
@MainActor @preconcurrency @propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
    private let link = FocusedValuesLink()

    /// Reads the object of this type that is in focus.
    public init() {}

    /// The object, or nil when nothing in focus publishes one.
    public var wrappedValue: ObjectType? { link.values[FocusedObjectKey<ObjectType>.self] }

    /// Makes bindings to the object's properties (`$document?.title`), or nil with no object.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper? {
        wrappedValue.map { ObservedObject<ObjectType>.Wrapper(root: $0) }
    }

    /// Points this property at its window's focused values and subscribes the view to the object.
    public func _install(in node: _GraphNodeReference, slot: inout Int) {
        link.install(from: node)
        let observation = node.storage(at: &slot) { ObjectObservation() }
        if let object = wrappedValue {
            observation.observe(object, for: node.node)
        } else {
            observation.cancel()
        }
    }
}

extension FocusedObject: SelfComparingProperty {
    /// The object comes from the center, whose changes the body observes.
    func isSameInput(as other: Any) -> Bool { true }
}
