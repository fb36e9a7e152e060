import Observation

/// The link from a focused-value property in a view value to its window's center.
@MainActor
final class FocusedValuesLink {
    weak var center: FocusedValuesCenter?

    /// The key window's values; read in a body, it makes the body run again when they change.
    var values: FocusedValues { center?.values ?? FocusedValues() }

    /// Points the link at `node`'s center and reads its values, so the body
    /// that holds the property runs again when they change.
    func install(from node: _GraphNodeReference) {
        center = node.node.environment.focusedValuesCenter
        _ = center?.values
    }
}

/// Reads a value that the focused view of the key window, a view around it,
/// or its scene publishes: nil when none does.
///
/// In a command (`CommandMenu`, `CommandGroup`) it is how a menu item finds
/// the document of the frontmost window.
@MainActor @preconcurrency @propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    private let read: @MainActor (FocusedValues) -> Value?
    private let source: AnyHashable
    private let link = FocusedValuesLink()

    /// Reads the value at `keyPath`, such as `\.note`.
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {
        nonisolated(unsafe) let keyPath = keyPath
        read = { $0[keyPath: keyPath] }
        source = keyPath
    }

    /// The value, or nil when nothing in focus publishes one.
    public var wrappedValue: Value? { read(link.values) }

    /// Points this property at its window's focused values.
    public func _install(in node: _GraphNodeReference, slot: inout Int) {
        link.install(from: node)
    }
}

extension FocusedValue where Value: AnyObject & Observable {
    /// Reads the `@Observable` object of this type published with `.focusedValue(_:)`.
    public init(_ objectType: Value.Type) {
        read = { $0[FocusedObjectKey<Value>.self] }
        source = ObjectIdentifier(objectType)
    }
}

extension FocusedValue: SelfComparingProperty {
    /// The same key is the same input; the value comes from the center, whose changes the body observes.
    func isSameInput(as other: Any) -> Bool {
        (other as? FocusedValue<Value>)?.source == source
    }
}

/// Reads and writes through a binding the focused view, a view around it, or
/// the key window's scene publishes: nil, and writes ignored, when none does.
@MainActor @preconcurrency @propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    private let keyPath: KeyPath<FocusedValues, Binding<Value>?>
    private let link = FocusedValuesLink()

    /// Reads the binding at `keyPath`, such as `\.note`.
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {
        nonisolated(unsafe) let keyPath = keyPath
        self.keyPath = keyPath
    }

    private var binding: Binding<Value>? { link.values[keyPath: keyPath] }

    /// The bound value, or nil when nothing in focus publishes a binding.
    public var wrappedValue: Value? {
        get { binding?.wrappedValue }
        nonmutating set {
            // A nil cannot be written through a binding to a non-optional value.
            if let newValue { binding?.wrappedValue = newValue }
        }
    }

    /// A binding to the optional value.
    public var projectedValue: Binding<Value?> {
        Binding(get: { self.wrappedValue }, set: { self.wrappedValue = $0 })
    }

    /// Points this property at its window's focused values.
    public func _install(in node: _GraphNodeReference, slot: inout Int) {
        link.install(from: node)
    }
}

extension FocusedBinding: SelfComparingProperty {
    /// The same key is the same input; the binding comes from the center.
    func isSameInput(as other: Any) -> Bool {
        (other as? FocusedBinding<Value>)?.keyPath == keyPath
    }
}
