/// A primitive's parts of its node, typed by the primitive.
///
/// A node is not generic: the graph walks nodes of every kind alike. What a
/// primitive keeps there, its layout node and its state, is stored as a class
/// reference, and the primitive's own associated types (`NodeLayout`,
/// `NodeState`) say what class it is. This is the one place where the stored
/// reference meets that type: a comparison of the object's class with the one
/// declared, a pointer compare, where the update code once asked the runtime
/// for a dynamic cast in each view.
@MainActor
package protocol NodeStateKeeping {
    /// What this type's node keeps between updates (`ForEach`'s ids, a running
    /// task), reached typed through `state(of:)`.
    associatedtype NodeState: AnyObject = AnyObject
}

extension NodeStateKeeping {
    /// What this primitive's node keeps between updates, if it keeps anything.
    package func state(of node: ViewNode) -> NodeState? {
        node.keptState(as: NodeState.self)
    }

    /// Keeps `state` in this primitive's node for its later updates.
    package func keep(_ state: NodeState?, in node: ViewNode) {
        node.primitiveStorage = state
    }
}

extension PrimitiveView {
    /// The layout node this view's node published, as the view's own kind;
    /// `nil` when it published none, or another (a stand-in at the depth limit).
    package func layout(of node: ViewNode) -> NodeLayout? {
        guard let layout = node.layout else { return nil }
        return NodeParts.narrow(layout, to: NodeLayout.self)
    }
}

extension ViewNode {
    /// What this node's primitive keeps, as a `T`; `nil` when it keeps nothing
    /// or something else: for code that looks at another node than its own.
    package func keptState<T: AnyObject>(as _: T.Type) -> T? {
        guard let state = primitiveStorage else { return nil }
        return NodeParts.narrow(state, to: T.self)
    }
}

/// Narrowing a node's stored reference to the class a primitive declares.
package enum NodeParts {
    /// `object` as a `T`: at once when its class is `T` itself, as it nearly
    /// always is; through the runtime's cast for a subclass or a protocol's
    /// default (`LayoutNode`, `AnyObject`).
    @inline(__always)
    package static func narrow<T: AnyObject>(_ object: AnyObject, to _: T.Type) -> T? {
        if ObjectIdentifier(type(of: object)) == ObjectIdentifier(T.self) { return unsafeDowncast(object, to: T.self) }
        return object as? T
    }
}
