import Foundation
import Synchronization

/// Invalidations that arrived since the last update, from any thread.
///
/// Observation calls its change handler on whichever thread wrote. Rather than
/// guess which thread is the main actor's, every write lands here under a
/// lock, and the graph takes them at the start of its next update: so a
/// hundred writes between two frames cost one body run per reader.
final class InvalidationInbox: Sendable {
    private let tokens = Mutex<[(InvalidationToken, Transaction?)]>([])
    /// The closure sits in a struct because a bare function type in a generic
    /// `Mutex` is re-abstracted on every `withLock`: the inout write-back wrapped
    /// it in two more thunks per read, so each write made the next call deeper
    /// until thousands of writes overflowed the stack.
    private struct WakeAction: Sendable {
        let run: @Sendable () -> Void
    }

    private let wakeUp = Mutex(WakeAction(run: {}))

    init() {}

    /// Called after each post, from the writing thread, to wake a sleeping frame loop.
    var wake: @Sendable () -> Void {
        get { wakeUp.withLock { $0.run } }
        set { wakeUp.withLock { $0 = WakeAction(run: newValue) } }
    }

    /// The thread running the frame's layout phase, while it runs; 0 otherwise.
    /// A write from that thread then is layout's own, which debug builds stop,
    /// as state written while the tree is measured would make what was
    /// measured wrong. Other threads write whenever they like; their writes
    /// wait for the next frame. (The main actor's thread, not `Thread.isMainThread`:
    /// a test runner may run the main actor on another.)
    let layingOutThread = Atomic<UInt>(0)

    /// Records that `token`'s node must run again, in the transaction of the write.
    func post(_ token: InvalidationToken) {
        #if DEBUG
        let layingOut = layingOutThread.load(ordering: .relaxed)
        assert(layingOut == 0 || layingOut != pthread_self(),
               "state was written during layout: write it in an action, which runs after layout")
        #endif
        let transaction = Transaction.current
        tokens.withLock { $0.append((token, transaction)) }
        wake()
    }

    /// Work for the main actor sent from other threads, such as a publisher's
    /// value for `.onReceive`; run at the start of the next update.
    struct Delivery: @unchecked Sendable {
        let run: @MainActor () -> Void
    }

    private let deliveries = Mutex<[Delivery]>([])

    /// Queues `work` for the main actor at the next update, and wakes the frame loop.
    func deliver(_ work: Delivery) {
        deliveries.withLock { $0.append(work) }
        wake()
    }

    func takeDeliveries() -> [Delivery] {
        deliveries.withLock { pending in
            defer { pending.removeAll() }
            return pending
        }
    }

    var isEmpty: Bool { tokens.withLock { $0.isEmpty } && deliveries.withLock { $0.isEmpty } }

    /// Whether a write waiting here was made in a transaction that animates.
    var holdsAnimatedWrite: Bool { tokens.withLock { $0.contains { $0.1?.effectiveAnimation != nil } } }

    func take() -> [(InvalidationToken, Transaction?)] {
        tokens.withLock { pending in
            defer { pending.removeAll() }
            return pending
        }
    }
}

/// Carries one node's invalidation from wherever a write happened.
final class InvalidationToken: Sendable {
    // Read only on the main actor, when the graph takes its inbox. Not
    // `weak`, which would give every node that runs a body a side table: the
    // node clears it as it goes.
    nonisolated(unsafe) private unowned(unsafe) var node: ViewNode?
    private let inbox: InvalidationInbox

    @MainActor init(node: ViewNode, inbox: InvalidationInbox) {
        self.node = node
        self.inbox = inbox
    }

    func invalidate() {
        inbox.post(self)
    }

    @MainActor var target: ViewNode? { node }

    /// Called by the node as it goes: later writes find nothing to invalidate.
    func forgetTarget() { node = nil }
}
