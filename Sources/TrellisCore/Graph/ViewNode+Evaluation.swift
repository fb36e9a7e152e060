/// Running a body: its property wrappers connected to its node, its reads
/// tracked, and, while a trace, the performance overlay or a benchmark
/// watches the frame's work, those observers told which view's body runs.
extension ViewNode {
    /// Runs a body-like function of `owner` (a view or a view modifier) with its
    /// property wrappers connected to this node and its reads tracked.
    func evaluate<Owner, Result>(_ owner: Owner, _ produce: (Owner) -> Result) -> Result {
        graph.noteBodyEvaluation()
        // A trace or a benchmark hears of each body; without one, this is one nil check.
        if let watchers = graph.pipelineOwner.workObservers { return evaluate(owner, watchedBy: watchers, produce) }
        return evaluateReading(owner, produce)
    }

    /// Runs `produce` on `owner` with its property wrappers installed and its reads tracked.
    func evaluateReading<Owner, Result>(_ owner: Owner, _ produce: (Owner) -> Result) -> Result {
        // In the extras, which a node that never read the environment has none of.
        extras?.environmentReads.removeAll(keepingCapacity: true)
        return graph.tracking(self) {
            produce(DynamicPropertyInstaller.install(on: owner, node: self))
        }
    }

    /// Runs a body as `evaluateReading` does, telling `watchers` before and after.
    private func evaluate<Owner, Result>(_ owner: Owner, watchedBy watchers: [any FrameObserver],
                                         _ produce: (Owner) -> Result) -> Result {
        for watcher in watchers { watcher.bodyWillRun(Owner.self) }
        defer { for watcher in watchers { watcher.bodyDidRun(Owner.self) } }
        return evaluateReading(owner, produce)
    }
}
