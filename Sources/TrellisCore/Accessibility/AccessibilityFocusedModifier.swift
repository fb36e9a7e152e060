/// Marks the views an `@AccessibilityFocusState` binding names (`FocusedModifier` with `forReader`). Keyboard
/// focus moving in or out of them sets the binding, as a reader follows the
/// keyboard (it is a `FocusBindingLayout`); a reader's focus set on a view
/// that takes no keyboard focus (a text) is the router's `readerFocus`.
@MainActor
final class AccessibilityFocusLayout: FocusBindingLayout {}

extension View {
    /// Binds whether a screen reader's focus is on this view to `condition`.
    public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View {
        let inner = condition.binding
        return ModifiedContent(content: self, modifier: FocusedModifier(
            isRequested: { inner.wrappedValue },
            gained: { if !inner.wrappedValue { inner.wrappedValue = true } },
            lost: { if inner.wrappedValue { inner.wrappedValue = false } }, forReader: true))
    }

    /// Binds a screen reader's focus to `binding`: it equals `value` while the reader is on this view.
    public func accessibilityFocused<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding,
                                                      equals value: Value) -> some View {
        let inner = binding.binding
        // Leaving sets nothing when the value has no "none" to go back to (it is not an optional).
        let none = (Value.self as? any ExpressibleByNilLiteral.Type).flatMap { $0.init(nilLiteral: ()) as? Value }
        return ModifiedContent(content: self, modifier: FocusedModifier(
            isRequested: { inner.wrappedValue == value },
            gained: { if inner.wrappedValue != value { inner.wrappedValue = value } },
            lost: { if inner.wrappedValue == value, let none { inner.wrappedValue = none } }, forReader: true))
    }
}

extension AccessibilityNode {
    /// Gives the reader's focus to the first object made inside `scope`, and
    /// takes it from any other: AT-SPI has one focused object, which a reader
    /// reads. The objects may be kept for the next tree, so the ones changed are
    /// noted in `cache`, which makes them again for that tree.
    func moveFocus(into scope: LayoutNode, undoneBy cache: AccessibilityTreeCache) {
        let nodes = allNodes
        guard let target = nodes.first(where: { $0.source.map { EventRouter.isInside($0, scope) } ?? false }) else { return }
        for node in nodes where node.states.contains(.focused) && node !== target {
            cache.readerFocusChanges.append(node)
            node.states.remove(.focused)
        }
        cache.readerFocusChanges.append(target)
        target.states.formUnion([.focused, .focusable])
    }
}
