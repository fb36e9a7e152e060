/// A two-way connection to a value owned elsewhere, such as a parent's `@State`.
@MainActor @preconcurrency @propertyWrapper @dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    private let getter: @MainActor () -> Value
    private let setter: @MainActor (Value) -> Void
    let storageLocation: StorageLocation?

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
        self.init(get: get, set: set, location: nil)
    }

    /// A binding through `get` and `set`; bindings to the same `location` are equal, so readers skip a write that keeps it.
    package init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void, location: StorageLocation?) {
        getter = get
        setter = set
        storageLocation = location
    }

    /// The same binding, as `@Binding var x: T` in an initialiser receives it.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to a value that never changes; writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The value at the other end.
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    /// The binding itself, so `$value` passes it on.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value, such as `$model.name`.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        nonisolated(unsafe) let keyPath = keyPath
        return Binding<Subject>(
            get: { self.wrappedValue[keyPath: keyPath] },
            set: { newValue in
                var whole = self.wrappedValue
                whole[keyPath: keyPath] = newValue
                self.wrappedValue = whole
            },
            location: storageLocation?.appending(keyPath))
    }

    /// Bindings need no storage of their own.
    public func _install(in node: _GraphNodeReference, slot: inout Int) {}
}

extension Binding: SelfComparingProperty {
    /// Bindings to the same storage are the same input; a hand-made one never is.
    func isSameInput(as other: Any) -> Bool {
        guard let storageLocation, let other = other as? Binding<Value> else { return false }
        return storageLocation == other.storageLocation
    }
}
