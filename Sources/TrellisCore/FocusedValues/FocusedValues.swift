/// A key for a value that the focused view, or the focused scene, publishes
/// with `.focusedValue(_:_:)` or `.focusedSceneValue(_:_:)`.
///
/// Unlike an `EnvironmentKey` it has no default: a focused value that nobody
/// publishes is nil.
public protocol FocusedValueKey {
    /// The type of the value published under this key.
    associatedtype Value
}

/// The values the focused view of the key window and the views around it
/// publish, together with those its scene publishes; commands read them with
/// `@FocusedValue`, `@FocusedBinding` and `@FocusedObject`.
///
/// Apps add their own as properties in an extension, reading and writing
/// through the subscript with their key type.
public struct FocusedValues {
    /// One published value, and which publisher gave it at which of its versions,
    /// so that a set of values can tell whether it changed without comparing values.
    struct Entry {
        let value: Any
        var source: ObjectIdentifier?
        var version = 0
    }

    private(set) var entries: [ObjectIdentifier: Entry] = [:]

    /// No values: nothing is focused, or nothing around it publishes.
    public init() {}

    /// The value published under `key`, or nil; setting nil removes it.
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { entries[ObjectIdentifier(key)]?.value as? Key.Value }
        set { entries[ObjectIdentifier(key)] = newValue.map { Entry(value: $0) } }
    }

    /// Adds what `other` holds, stamped with `source` at `version`; its values win over these.
    mutating func merge(_ other: FocusedValues, source: ObjectIdentifier, version: Int) {
        for (key, entry) in other.entries {
            entries[key] = Entry(value: entry.value, source: source, version: version)
        }
    }

    /// Whether both hold the same keys from the same publishers at the same versions.
    func isSame(as other: FocusedValues) -> Bool {
        guard entries.count == other.entries.count else { return false }
        return entries.allSatisfy { key, entry in
            guard let theirs = other.entries[key] else { return false }
            return entry.source == theirs.source && entry.version == theirs.version
        }
    }

    /// Whether both hold the same keys with values that compare the same
    /// (see `FocusedValueComparison`); a publisher uses it to decide whether its values changed.
    @MainActor
    func holdsSameValues(as other: FocusedValues) -> Bool {
        guard entries.count == other.entries.count else { return false }
        return entries.allSatisfy { key, entry in
            guard let theirs = other.entries[key] else { return false }
            return FocusedValueComparison.isSame(entry.value, theirs.value)
        }
    }
}

/// Whether two published values are the same, where that can be told: equal
/// values, the same object, bindings to the same storage. Anything else (a
/// closure) counts as changed, so readers never keep a stale one.
@MainActor
enum FocusedValueComparison {
    static func isSame(_ first: Any, _ second: Any) -> Bool {
        if let equatable = first as? any Equatable {
            return equal(equatable, second)
        }
        if type(of: first) is AnyObject.Type {
            return (first as AnyObject) === (second as AnyObject)
        }
        if let property = first as? any SelfComparingProperty {
            return property.isSameInput(as: second)
        }
        return false
    }

    private static func equal<T: Equatable>(_ first: T, _ second: Any) -> Bool {
        (second as? T) == first
    }
}
