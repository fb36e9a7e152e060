/// One thing a body read from its environment, kept with the type of what it
/// read, so that a new environment is compared with it without a cast.
///
/// A node keeps its body's reads by key (`ViewNode.environmentReads`). When a
/// new environment comes down, a body runs again only if one of them differs.
@MainActor
protocol EnvironmentRead {
    /// Whether `environment` gives something other than what was read.
    func differs(in environment: EnvironmentValues) -> Bool
    /// How the tree dump names the read: the key path, or the type read.
    var dumpName: String { get }
}

/// A value read through a key path: `@Environment(\.font)`.
struct KeyPathRead<Value>: EnvironmentRead {
    let keyPath: KeyPath<EnvironmentValues, Value>
    let value: Value

    func differs(in environment: EnvironmentValues) -> Bool {
        !EnvironmentReadComparison.areSame(value, environment[keyPath: keyPath])
    }

    var dumpName: String {
        let described = String(describing: keyPath)
        // Where the runtime cannot name the property it writes an address; the value's type is stable.
        if !described.contains("0x") { return described }
        return "\\EnvironmentValues.(\(DumpText.typeName(Value.self)))"
    }
}

/// A value read by its key's type: an `@EnvironmentObject`, the store of
/// `@AppStorage`. `nil` is what a read that found nothing saw.
struct KeyRead<Key: EnvironmentKey>: EnvironmentRead {
    let value: Key.Value

    func differs(in environment: EnvironmentValues) -> Bool {
        !EnvironmentReadComparison.areSame(value, environment[Key.self])
    }

    var dumpName: String { DumpText.typeName(Key.Value.self) }
}

/// An `@Observable` model read by its type: `@Environment(Model.self)`. Only
/// another object (or none) is a change; the model's own properties are
/// tracked by Observation.
struct ObjectRead: EnvironmentRead {
    let type: ObjectIdentifier
    let object: AnyObject

    func differs(in environment: EnvironmentValues) -> Bool {
        environment.object(for: type) !== object
    }

    var dumpName: String { DumpText.typeName(Swift.type(of: object)) }
}

/// The comparison of a value read with the one a new environment holds.
@MainActor
enum EnvironmentReadComparison {
    /// Whether `old` and `new` are the same input, by the plan `ViewEquality`
    /// follows for their type: known here, so nothing is opened or cast.
    static func areSame<Value>(_ old: Value, _ new: Value) -> Bool {
        let compare = EqualityPlan.plan(for: Value.self)
        return withUnsafePointer(to: old) { old in
            withUnsafePointer(to: new) { new in compare(UnsafeRawPointer(old), UnsafeRawPointer(new), 0) }
        }
    }
}
