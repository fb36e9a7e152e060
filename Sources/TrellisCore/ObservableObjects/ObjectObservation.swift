import OpenCombine

/// A node's subscription to the changes of one observable object.
///
/// `objectWillChange` may fire on any thread; it only posts the node's
/// invalidation, which the graph takes at its next update, so a hundred writes
/// between two frames cost the node one body run.
@MainActor
final class ObjectObservation {
    private var observed: ObjectIdentifier?
    private var subscription: AnyCancellable?

    /// Subscribes `node` to `object`, unless it already is; a different object replaces the old one.
    func observe<Object: ObservableObject>(_ object: Object, for node: ViewNode) {
        let identity = ObjectIdentifier(object)
        guard identity != observed || subscription == nil else { return }
        if subscription == nil {
            node.teardownActions.append { [weak self] in self?.cancel() }
        }
        observed = identity
        subscription = Self.invalidate(node.graph.invalidationToken(for: node), on: object.objectWillChange)
    }

    /// Stops observing.
    func cancel() {
        subscription?.cancel()
        subscription = nil
        observed = nil
    }

    // Not on the main actor: the closure runs on whichever thread sends.
    private nonisolated static func invalidate<P: Publisher>(_ token: InvalidationToken, on changes: P) -> AnyCancellable
        where P.Failure == Never {
        changes.sink { _ in token.invalidate() }
    }
}

extension _GraphNodeReference {
    /// The node's storage object at `slot`, made by `make` when the slot is new
    /// or holds something else; moves `slot` on.
    func storage<Box: AnyObject>(at slot: inout Int, _ make: () -> Box) -> Box {
        defer { slot += 1 }
        if slot < node.stateSlots.count, let box = node.stateSlots[slot] as? Box { return box }
        let box = make()
        if slot < node.stateSlots.count { node.stateSlots[slot] = box } else { node.stateSlots.append(box) }
        return box
    }
}
