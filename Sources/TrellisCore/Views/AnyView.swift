/// A view whose type is decided at run time.
///
/// Holding a value of the same type as before updates in place; holding a
/// different type replaces the old subtree, state and all.
public struct AnyView: View, PrimitiveView {
    /// The view this one stands for.
    package let wrapped: any View

    /// Erases the type of `view`.
    public init<V: View>(_ view: V) {
        wrapped = (view as? AnyView)?.wrapped ?? view
    }

    /// Not known: it depends on the wrapped type.
    public static var _displayableCount: Int? { nil }

    package func makeNode(_ node: ViewNode) {
        node.addChild(wrapped)
    }

    package func updateNode(_ node: ViewNode) {
        guard let old = node.view as? AnyView else { return }
        if type(of: old.wrapped) == type(of: wrapped) {
            node.children[0].update(to: wrapped)
        } else {
            node.removeChild(at: 0)
            node.addChild(wrapped)
        }
    }
}
