/// A two-way connection to a value owned elsewhere, such as a parent's `@State`.
@MainActor @preconcurrency @propertyWrapper @dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    private let getter: @MainActor () -> Value
    private let setter: @MainActor (Value) -> Void
    /// Changes the value where it is kept, when the binding leads to storage
    /// it can reach in place (a `@State`, a property of one, an element of
    /// one): one character typed into a megabyte then copies nothing.
    private let modifier: (@MainActor (_ change: (inout Value) -> Void) -> Void)?
    let storageLocation: StorageLocation?

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
        self.init(get: get, set: set, location: nil)
    }

    /// A binding through `get` and `set`; bindings to the same `location` are equal, so readers skip a write that keeps it.
    package init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void, location: StorageLocation?) {
        getter = get
        setter = set
        modifier = nil
        storageLocation = location
    }

    /// A binding through `get`, changing the value in place with `modify`
    /// (a write is a change that replaces the whole value).
    package init(get: @escaping @MainActor () -> Value,
                 modify: @escaping @MainActor (_ change: (inout Value) -> Void) -> Void, location: StorageLocation?) {
        getter = get
        setter = { newValue in modify { $0 = newValue } }
        modifier = modify
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

    /// Runs `change` on the value and writes the result: on the storage
    /// itself where the binding reaches it in place, so a value held nowhere
    /// else is changed without a copy; otherwise on a copy that is then set.
    package func modify(_ change: (inout Value) -> Void) {
        if let modifier { return modifier(change) }
        var value = getter()
        change(&value)
        setter(value)
    }

    /// The binding itself, so `$value` passes it on.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value, such as `$model.name`.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        nonisolated(unsafe) let keyPath = keyPath
        // Changed within the whole value: reading the whole out, changing it
        // and setting it back would copy the property (a long string) each time.
        return Binding<Subject>(
            get: { self.wrappedValue[keyPath: keyPath] },
            modify: { change in self.modify { change(&$0[keyPath: keyPath]) } },
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
