import Observation

/// Storage for one `@State` value, living in its view's node.
///
/// Reads and writes go through Observation, so a body that reads the value is
/// invalidated when it is written, and nothing else is.
@MainActor
final class StateBox<Value>: Observable {
    private let registrar = ObservationRegistrar()
    private var storage: Value

    init(_ value: Value) {
        storage = value
    }

    var value: Value {
        get {
            registrar.access(self, keyPath: \.value)
            return storage
        }
        set {
            registrar.withMutation(of: self, keyPath: \.value) { storage = newValue }
        }
    }
}

/// The link from a `@State` property in a view value to its box in the node.
///
/// A fresh view value has no box yet; installation points it at the node's box,
/// creating that box from the initial value the first time.
@MainActor
final class StateLink<Value> {
    let initialValue: Value
    var box: StateBox<Value>?

    init(initialValue: Value) {
        self.initialValue = initialValue
    }

    /// The node's box, or a detached one when the view is used outside a graph.
    var resolvedBox: StateBox<Value> {
        if let box { return box }
        let detached = StateBox(initialValue)
        box = detached
        return detached
    }
}
