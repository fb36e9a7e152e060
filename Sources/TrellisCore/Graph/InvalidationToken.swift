import Foundation

/// Carries an invalidation from wherever a write happened to the main actor.
///
/// Observation calls its change handler on the writing thread. A write on the
/// main thread marks the node at once, so it is batched into the next frame;
/// a write from a background task hops to the main actor first.
final class InvalidationToken: @unchecked Sendable {
    // Only read or written on the main actor; the class is Sendable so the
    // Observation change handler, which is @Sendable, can carry it.
    private weak var node: ViewNode?
    private let wake: @Sendable () -> Void

    @MainActor init(node: ViewNode, wake: @escaping @Sendable () -> Void) {
        self.node = node
        self.wake = wake
    }

    func invalidate() {
        if Thread.isMainThread {
            MainActor.assumeIsolated { self.invalidateOnMainActor() }
        } else {
            Task { @MainActor in self.invalidateOnMainActor() }
            // The frame loop may be asleep waiting for input; nudge it so the
            // main actor gets to run the task above.
            wake()
        }
    }

    @MainActor private func invalidateOnMainActor() {
        guard let node, !node.isDetached else { return }
        node.graph.invalidate(node)
    }
}
