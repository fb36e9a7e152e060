/// Starts an async task when the content appears and cancels it when it disappears.
///
/// With an id, the task is cancelled and started again whenever the id changes.
struct TaskModifier<ID: Equatable>: PrimitiveModifier {
    /// Its node keeps a `Running`.
    package typealias NodeState = Running

    let id: ID
    let priority: TaskPriority
    let action: @MainActor @Sendable () async -> Void

    final class Running {
        var task: Task<Void, Never>?
    }

    package func makeNode(_ node: ViewNode, content: some View) {
        let running = Running()
        keep(running, in: node)
        node.addChild(content)
        start(in: running, graph: node.graph)
        node.teardownActions.append { running.task?.cancel() }
    }

    private func start(in running: Running, graph: ViewGraph) {
        let action = action, priority = priority
        graph.afterUpdate {
            running.task = Task(priority: priority) { @MainActor in await action() }
        }
    }

    package func updateNode(_ node: ViewNode, content: some View, old: Self) {
        if old.id != id, let running = state(of: node) {
            running.task?.cancel()
            start(in: running, graph: node.graph)
        }
        node.children[0].update(toValue: content)
    }
}

extension View {
    /// Runs `action` while this view is shown: started on appear, cancelled on disappear.
    public func task(priority: TaskPriority = .userInitiated,
                     _ action: @escaping @MainActor @Sendable () async -> Void) -> some View {
        ModifiedContent(content: self, modifier: TaskModifier(id: 0, priority: priority, action: action))
    }

    /// Like `task(priority:_:)`, and also restarted whenever `id` changes.
    public func task<ID: Equatable>(id: ID, priority: TaskPriority = .userInitiated,
                                    _ action: @escaping @MainActor @Sendable () async -> Void) -> some View {
        ModifiedContent(content: self, modifier: TaskModifier(id: id, priority: priority, action: action))
    }
}
