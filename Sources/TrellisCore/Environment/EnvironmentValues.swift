/// Values that flow down the view graph from a view to everything inside it.
///
/// Read a value with `@Environment(\.font)`; set one for a subtree with
/// `.environment(\.font, .title)`. Extend this type with computed properties
/// for your own keys.
public struct EnvironmentValues: CustomStringConvertible {
    private var values: [ObjectIdentifier: Any] = [:]

    /// The environment with every key at its default value.
    public init() {}

    /// The value for `key`, or the key's default where none was set.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The model of `type` put here with `.environment(model)`, if any.
    public func object(for type: ObjectIdentifier) -> AnyObject? {
        values[type] as AnyObject?
    }

    /// Puts a model in the environment, found again by its type.
    public mutating func setObject<Object: AnyObject>(_ object: Object) {
        values[ObjectIdentifier(Object.self)] = object
    }

    /// The keys that have been set, for debugging.
    public var description: String { "EnvironmentValues(\(values.count) set)" }
}
