/// Work that runs after an update has settled the graph: `onAppear`,
/// `onChange` and task starts. Running it after the edits, not during them,
/// means a state write it makes is simply one more invalidation.
extension ViewGraph {
    /// Queues `action` to run once the current update's edits are done.
    func afterUpdate(_ action: @escaping @MainActor () -> Void) {
        pendingActions.append(action)
    }

    /// Runs queued actions; returns whether there were any.
    func runPendingActions() -> Bool {
        guard !pendingActions.isEmpty else { return false }
        let actions = pendingActions
        pendingActions.removeAll()
        for action in actions { action() }
        return true
    }
}
