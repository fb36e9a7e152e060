/// Runs actions when the content's identity appears in and leaves the graph.
@usableFromInline
struct AppearanceModifier: PrimitiveModifier {
    /// Its node keeps the closures to run.
    package typealias NodeState = Actions
    let onAppear: (@MainActor () -> Void)?
    let onDisappear: (@MainActor () -> Void)?

    @usableFromInline
    init(onAppear: (@MainActor () -> Void)?, onDisappear: (@MainActor () -> Void)?) {
        self.onAppear = onAppear
        self.onDisappear = onDisappear
    }

    /// Its node keeps the newest closures: they capture the newest values.
    final class Actions {
        var onAppear: (@MainActor () -> Void)?
        var onDisappear: (@MainActor () -> Void)?

        init(_ modifier: AppearanceModifier) {
            onAppear = modifier.onAppear
            onDisappear = modifier.onDisappear
        }
    }

    package func makeNode(_ node: ViewNode, content: some View) {
        let actions = Actions(self)
        keep(actions, in: node)
        node.addChild(content)
        if onAppear != nil {
            // Run the newest closure: a geometry reader may rebuild this view with
            // its real size before the queued action runs, as SwiftUI lays out first.
            node.graph.afterUpdate { [unowned node] in
                guard !node.isDetached else { return }
                actions.onAppear?()
            }
        }
        node.teardownActions.append { actions.onDisappear?() }
    }

    package func updateNode(_ node: ViewNode, content: some View, old: Self) {
        if let actions = state(of: node) {
            actions.onAppear = onAppear
            actions.onDisappear = onDisappear
        }
        node.children[0].update(toValue: content)
    }
}

/// Calls an action when a value changes, with the old and new values.
struct ChangeModifier<Value: Equatable>: PrimitiveModifier {
    let value: Value
    let initial: Bool
    let action: @MainActor (Value, Value) -> Void

    package func makeNode(_ node: ViewNode, content: some View) {
        node.addChild(content)
        if initial {
            let value = value, action = action
            node.graph.afterUpdate { action(value, value) }
        }
    }

    package func updateNode(_ node: ViewNode, content: some View, old: Self) {
        if old.value != value {
            let before = old.value, after = value, action = action
            node.graph.afterUpdate { action(before, after) }
        }
        node.children[0].update(toValue: content)
    }
}

extension View {
    /// Runs `action` when this view appears: once per appearance of its identity.
    @inlinable
    public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        ModifiedContent(content: self, modifier: AppearanceModifier(onAppear: action, onDisappear: nil))
    }

    /// Runs `action` when this view disappears: once per disappearance of its identity.
    @inlinable
    public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        ModifiedContent(content: self, modifier: AppearanceModifier(onAppear: nil, onDisappear: action))
    }

    /// Calls `action` with the old and new values whenever `value` changes; with
    /// `initial`, also once when the view appears.
    public func onChange<Value: Equatable>(of value: Value, initial: Bool = false,
                                           _ action: @escaping @MainActor (_ oldValue: Value, _ newValue: Value) -> Void) -> some View {
        ModifiedContent(content: self, modifier: ChangeModifier(value: value, initial: initial, action: action))
    }

    /// Calls `action` with the new value whenever `value` changes: the form macOS 11
    /// to 13 had, which apps written then use (deprecated by Apple in macOS 14, not removed).
    public func onChange<Value: Equatable>(of value: Value,
                                           perform action: @escaping @MainActor (_ newValue: Value) -> Void) -> some View {
        onChange(of: value, initial: false) { _, newValue in action(newValue) }
    }

    /// Calls `action` whenever `value` changes, ignoring the old value.
    public func onChange<Value: Equatable>(of value: Value, initial: Bool = false,
                                           _ action: @escaping @MainActor () -> Void) -> some View {
        onChange(of: value, initial: initial) { _, _ in action() }
    }
}
