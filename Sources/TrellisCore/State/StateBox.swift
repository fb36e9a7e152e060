import Observation

/// What every `StateBox` reports its reads and writes to Observation under.
///
/// A key path into a generic class carries the class's arguments, so Swift
/// makes it again wherever it is written: `\StateBox<Value>.value` cost
/// `swift_getKeyPath` about 4,700 instructions on every read and write of
/// every `@State`. This class is not generic, so its key path is made once.
@MainActor
class StateBoxTracking: Observable {
    fileprivate let registrar = ObservationRegistrar()
    /// Stands for the box's value in Observation's records; it holds nothing.
    fileprivate var tracked: Void { () }

    /// Notes that the running body read the value.
    fileprivate final func noteRead() {
        registrar.access(self, keyPath: \StateBoxTracking.tracked)
    }

    /// Tells the bodies that read the value that `write` changes it.
    fileprivate final func noteWrite(_ write: () -> Void) {
        registrar.withMutation(of: self, keyPath: \StateBoxTracking.tracked, write)
    }
}

/// Storage for one `@State` value, living in its view's node.
///
/// Reads and writes go through Observation, so a body that reads the value is
/// invalidated when it is written, and nothing else is.
@MainActor
final class StateBox<Value>: StateBoxTracking {
    private var storage: Value

    init(_ value: Value) {
        storage = value
    }

    var value: Value {
        get {
            noteRead()
            return storage
        }
        set {
            noteWrite { storage = newValue }
        }
    }

    /// Changes the value where it lies: a string or array held nowhere else
    /// is changed without being copied.
    func modify(_ change: (inout Value) -> Void) {
        noteWrite { change(&storage) }
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
