import Observation

/// Makes bindings to the properties of an `@Observable` model: `$model.name`.
@MainActor @preconcurrency @propertyWrapper @dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable>: DynamicProperty {
    /// The model.
    public var wrappedValue: Value

    /// Wraps `wrappedValue`.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// Wraps `wrappedValue`.
    public init(_ wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// Itself, so `$model` gives bindings.
    public var projectedValue: Bindable<Value> { self }

    /// A binding to one property of the model.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let model = wrappedValue
        nonisolated(unsafe) let keyPath = keyPath
        return Binding(get: { model[keyPath: keyPath] }, set: { model[keyPath: keyPath] = $0 },
                       location: StorageLocation(owner: ObjectIdentifier(model), path: [keyPath]))
    }

    /// Models keep their own storage.
    public func _install(in node: _GraphNodeReference, slot: inout Int) {}
}
