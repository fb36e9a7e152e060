/// Values that flow down the view graph from a view to everything inside it.
///
/// Read a value with `@Environment(\.font)`; set one for a subtree with
/// `.environment(\.font, .title)`. Extend this type with computed properties
/// for your own keys.
public struct EnvironmentValues: CustomStringConvertible {
    // Each value sits in a box of its key's value type, so a read is a lookup
    // and an unchecked downcast: a dynamic `as?` from `Any` cost every text
    // a few hundred instructions for each of the keys it reads.
    // Models put in with `setObject` share the table, under their type's
    // identifier with its lowest bit set (`objectKey(for:)`): no key type's
    // metadata has that address. A second table took a word of every view node.
    private var values: [ObjectIdentifier: EnvironmentValueBox] = [:]
    /// A bit for each key set, by `bit(for:)`: most reads are of keys never
    /// set, and a clear bit answers those without hashing the key.
    private var setKeys: UInt64 = 0

    /// The environment with every key at its default value.
    public init() {}

    /// The value for `key`, or the key's default where none was set.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get {
            let id = ObjectIdentifier(key)
            guard setKeys & Self.bit(for: id) != 0, let stored = values[id] else { return Key.defaultValue }
            // Only this subscript stores under `key`, always in a box of `Key.Value`.
            return unsafeDowncast(stored, to: TypedEnvironmentValueBox<Key.Value>.self).value
        }
        set {
            let id = ObjectIdentifier(key)
            setKeys |= Self.bit(for: id)
            values[id] = TypedEnvironmentValueBox(newValue)
        }
    }

    /// One of 64 bits for a key, from its metadata's address (whose lowest bits are alignment).
    private static func bit(for key: ObjectIdentifier) -> UInt64 {
        let address = UInt(bitPattern: key)
        return 1 << UInt64((address >> 4 ^ address >> 10) & 63)
    }

    /// The model of `type` put here with `.environment(model)`, if any.
    public func object(for type: ObjectIdentifier) -> AnyObject? {
        guard let stored = values[Self.objectKey(for: type)] else { return nil }
        // Only `setObject` stores under an object key, always in this box.
        return unsafeDowncast(stored, to: EnvironmentObjectBox.self).object
    }

    /// Puts a model in the environment, found again by its type.
    public mutating func setObject<Object: AnyObject>(_ object: Object) {
        values[Self.objectKey(for: ObjectIdentifier(Object.self))] = EnvironmentObjectBox(object)
    }

    /// Where a model of the type `type` identifies is kept: metadata is
    /// aligned to at least eight bytes, so an identifier with its lowest bit
    /// set is no key type's.
    private static func objectKey(for type: ObjectIdentifier) -> ObjectIdentifier {
        unsafeBitCast(UInt(bitPattern: type) | 1, to: ObjectIdentifier.self)
    }

    /// Whether `other` is this very environment, not a copy that was changed:
    /// both hold the same storage. A cheap test that says no to many equal
    /// environments, for callers that then hand the new one on.
    package func isStoredIdentically(to other: EnvironmentValues) -> Bool {
        setKeys == other.setKeys
            && unsafeBitCast(values, to: AnyObject.self) === unsafeBitCast(other.values, to: AnyObject.self)
    }

    /// The keys that have been set, for debugging.
    public var description: String { "EnvironmentValues(\(values.count) set)" }
}

/// A value set in an environment, of whichever type its key holds.
class EnvironmentValueBox {}

/// A model set in an environment with `setObject`.
final class EnvironmentObjectBox: EnvironmentValueBox {
    let object: AnyObject

    init(_ object: AnyObject) {
        self.object = object
    }
}

/// A value of `Value` set in an environment.
final class TypedEnvironmentValueBox<Value>: EnvironmentValueBox {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
