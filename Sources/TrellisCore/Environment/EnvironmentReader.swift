/// The link from an `@Environment` property in a view value to its node.
@MainActor
final class EnvironmentLink {
    weak var node: ViewNode?
}

/// Reads a value from the environment of the view it is declared in.
///
/// Only the views that read a key run again when that key changes.
@MainActor @preconcurrency @propertyWrapper
public struct Environment<Value>: DynamicProperty {
    fileprivate enum Source {
        case keyPath(KeyPath<EnvironmentValues, Value>)
        case object(ObjectIdentifier)
    }

    fileprivate let source: Source
    private let link = EnvironmentLink()

    /// Reads the value at `keyPath`, such as `\.font`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        nonisolated(unsafe) let keyPath = keyPath
        source = .keyPath(keyPath)
    }

    /// The current value. Outside a graph this is the key's default.
    public var wrappedValue: Value {
        let environment = link.node?.environment ?? EnvironmentValues()
        switch source {
        case .keyPath(let keyPath):
            let value = environment[keyPath: keyPath]
            // Keyed by the key path's identity: the read holds the key path, so
            // no other object can take its address while the read is kept. As an
            // `AnyHashable` it was cast, boxed and hashed through the key path's
            // components, about 3,000 instructions a read; a row with one
            // `@Environment` property cost twice what a plain row did.
            link.node?.noteEnvironmentRead(ObjectIdentifier(keyPath), KeyPathRead(keyPath: keyPath, value: value))
            return value
        case .object(let type):
            guard let stored = environment.object(for: type), let object = stored as? Value else {
                preconditionFailure("No \(Value.self) in the environment; add .environment(model) to an enclosing view")
            }
            link.node?.noteEnvironmentRead(type, ObjectRead(type: type, object: stored))
            return object
        }
    }

    /// Points this property at the node whose environment it reads.
    public func _install(in node: _GraphNodeReference, slot: inout Int) {
        link.node = node.node
    }
}

extension Environment where Value: AnyObject {
    /// Reads an `@Observable` model put in the environment with `.environment(model)`.
    public init(_ type: Value.Type) {
        source = .object(ObjectIdentifier(type))
    }
}

extension Environment: SelfComparingProperty {
    /// The same key (or model type) is the same input; the value is read from the node.
    func isSameInput(as other: Any) -> Bool {
        guard let other = other as? Environment<Value> else { return false }
        switch (source, other.source) {
        case let (.keyPath(mine), .keyPath(theirs)): return mine == theirs
        case let (.object(mine), .object(theirs)): return mine == theirs
        default: return false
        }
    }
}
