import OpenCombine

/// An observable object a view is given; the view's body runs again whenever
/// the object's `objectWillChange` fires.
@MainActor @preconcurrency @propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Makes bindings to the properties of an observed object: `$model.name`.
    @MainActor @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType

        /// A binding to one property of the object.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            ObjectBindings.binding(to: root, keyPath)
        }
    }

    /// The object.
    public var wrappedValue: ObjectType

    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// Observes `initialValue`.
    public init(initialValue: ObjectType) {
        self.init(wrappedValue: initialValue)
    }

    /// Makes bindings to the object's properties: `$model.name`.
    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }

    /// Subscribes the view's node to the object.
    public func _install(in node: _GraphNodeReference, slot: inout Int) {
        node.storage(at: &slot) { ObjectObservation() }.observe(wrappedValue, for: node.node)
    }
}

extension ObservedObject: SelfComparingProperty {
    /// The same object is the same input: its changes reach the view through its subscription.
    func isSameInput(as other: Any) -> Bool {
        (other as? ObservedObject<ObjectType>)?.wrappedValue === wrappedValue
    }
}

/// Bindings to the properties of an observable object.
@MainActor
enum ObjectBindings {
    /// Such a binding names no storage location: a view reading through it is
    /// not subscribed to the object, so when its holder runs again (because the
    /// object changed) the view must run too, as a binding to a new value.
    static func binding<Root: AnyObject, Subject>(to root: Root,
                                                  _ keyPath: ReferenceWritableKeyPath<Root, Subject>) -> Binding<Subject> {
        nonisolated(unsafe) let keyPath = keyPath
        return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
    }
}
