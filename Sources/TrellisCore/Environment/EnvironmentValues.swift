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
        get {
            guard let stored = values[ObjectIdentifier(key)] else { return Self.unset(key) }
            return stored as? Key.Value ?? Key.defaultValue
        }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// What an unset key reads as, as the old `values[key] as? Key.Value ??
    /// Key.defaultValue` did: a missing value cast to an optional type is
    /// `nil`, not the key's default. Most reads are of unset keys, and that
    /// general cast of a missing value cost them about a thousand
    /// instructions each, so it is made only for optional types.
    private static func unset<Key: EnvironmentKey>(_ key: Key.Type) -> Key.Value {
        guard _isOptional(Key.Value.self) else { return Key.defaultValue }
        return Optional<Any>.none as? Key.Value ?? Key.defaultValue
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
