/// Marks the views an `@AccessibilityFocusState` binding names. Keyboard
/// focus moving in or out of them sets the binding, as a reader follows the
/// keyboard (it is a `FocusBindingLayout`); a reader's focus set on a view
/// that takes no keyboard focus (a text) is the router's `readerFocus`.
@MainActor
final class AccessibilityFocusLayout: FocusBindingLayout {}

/// Keeps an accessibility-focus binding and the reader's focus in step.
struct AccessibilityFocusedModifier: PrimitiveModifier {
    let isRequested: @MainActor () -> Bool
    let gained: @MainActor () -> Void
    let lost: @MainActor () -> Void

    private func configure(_ layout: AccessibilityFocusLayout) {
        layout.gained = gained
        layout.lost = lost
    }

    package func makeNode(_ node: ViewNode, content: some View) {
        node.role = .modifier(ModifierHost { child in
            let layout = AccessibilityFocusLayout()
            self.configure(layout)
            layout.adopt(child)
            return layout
        })
        node.addChild(content)
        request(node)
    }

    package func updateNode(_ node: ViewNode, content: some View, old: Self) {
        if case .modifier(let host) = node.role {
            for case let layout as AccessibilityFocusLayout in host.wrappers { configure(layout) }
        }
        node.children[0].update(toValue: content)
        request(node)
    }

    /// Asks the router, after this update, to move the reader here or away;
    /// the value is read as this node's reader, as `.focused`'s is.
    private func request(_ node: ViewNode) {
        guard case .modifier(let host) = node.role, let wrapper = host.wrappers.first as? AccessibilityFocusLayout else { return }
        let wantsFocus = node.trackingReads { isRequested() }
        node.graph.focusRequests.append(FocusRequest(scope: wrapper, wantsFocus: wantsFocus))
    }
}

extension View {
    /// Binds whether a screen reader's focus is on this view to `condition`.
    public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View {
        let inner = condition.binding
        return ModifiedContent(content: self, modifier: AccessibilityFocusedModifier(
            isRequested: { inner.wrappedValue },
            gained: { if !inner.wrappedValue { inner.wrappedValue = true } },
            lost: { if inner.wrappedValue { inner.wrappedValue = false } }))
    }

    /// Binds a screen reader's focus to `binding`: it equals `value` while the reader is on this view.
    public func accessibilityFocused<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding,
                                                      equals value: Value) -> some View {
        let inner = binding.binding
        // Leaving sets nothing when the value has no "none" to go back to (it is not an optional).
        let none = (Value.self as? any ExpressibleByNilLiteral.Type).flatMap { $0.init(nilLiteral: ()) as? Value }
        return ModifiedContent(content: self, modifier: AccessibilityFocusedModifier(
            isRequested: { inner.wrappedValue == value },
            gained: { if inner.wrappedValue != value { inner.wrappedValue = value } },
            lost: { if inner.wrappedValue == value, let none { inner.wrappedValue = none } }))
    }
}

extension AccessibilityNode {
    /// Gives the reader's focus to the first object made inside `scope`, and
    /// takes it from any other: AT-SPI has one focused object, which a reader reads.
    func moveFocus(into scope: LayoutNode) {
        let nodes = allNodes
        guard let target = nodes.first(where: { $0.source.map { EventRouter.isInside($0, scope) } ?? false }) else { return }
        for node in nodes { node.states.remove(.focused) }
        target.states.formUnion([.focused, .focusable])
    }
}
