/// Running a primitive view's `makeNode` or `updateNode` on the value a node
/// holds as `any View`.
///
/// The value is reached through its type and used where it lies: casting it
/// to `any PrimitiveView` copies it into a new box, and a stack's value is the
/// whole tree of its contents (a `TupleView` copy alone looks up the tuple's
/// metadata, hundreds of instructions, at every level), so every node built
/// copied its subtree once more.
extension ViewNode {
    /// Builds this node with `view`'s own `makeNode`; `false`, with nothing
    /// done, when `view` is composite.
    func makePrimitiveNode(for view: any View) -> Bool {
        runPrimitive(view, building: true)
    }

    /// Updates this node with `view`'s own `updateNode`; `false`, with nothing
    /// done, when `view` is composite.
    func updatePrimitiveNode(to view: any View) -> Bool {
        runPrimitive(view, building: false)
    }

    /// Updates this node with `view`'s own `updateNode`, given the traits of
    /// its type, which the caller has just looked up: asking a value for its
    /// type again goes through the runtime.
    func updatePrimitiveNode(to view: any View, traits: ViewTypeTraits) -> Bool {
        runPrimitive(view, building: false, traits: traits)
    }

    private func runPrimitive(_ view: any View, building: Bool, traits knownTraits: ViewTypeTraits? = nil) -> Bool {
        let traits = knownTraits ?? traits(ofType: type(of: view))
        if let type = traits.primitiveType {
            func run<P: PrimitiveView>(_: P.Type) {
                Self.withValue(of: view, as: P.self) { new in
                    if building {
                        new.pointee.makeNode(self)
                    } else if P.updatesFromOldValue {
                        // The node still holds its old value until this returns.
                        Self.withValue(of: self.view, ifItIs: P.self) { new.pointee.updateNode(self, from: $0) }
                    } else {
                        new.pointee.updateNode(self)
                    }
                }
            }
            run(type)
            return true
        }
        guard traits.isShape, let shape = view as? any Shape else { return false }
        let filled = shape.filledWithForeground
        if building { filled.makeNode(self) } else { filled.updateNode(self) }
        return true
    }

    /// Runs `body` with the address of the value `view` holds, when its type
    /// is `V`; does nothing otherwise. For a primitive reading the value its
    /// node kept: a cast to `V` from generic code looks up the metadata of
    /// `V?` each time, for every modifier of every row updated.
    nonisolated static func withValue<V>(of view: any View, ifItIs _: V.Type, _ body: (UnsafePointer<V>) -> Void) {
        func open<T>(_ value: T) {
            guard T.self == V.self else { return }
            withUnsafePointer(to: value) { body(UnsafeRawPointer($0).assumingMemoryBound(to: V.self)) }
        }
        _openExistential(view, do: open)
    }

    /// Runs `body` with the address of the value `view` holds, whose type is
    /// `P`. A method called on the pointee uses the value in place; passing
    /// the pointee on as an argument would copy it.
    private nonisolated static func withValue<P>(of view: any View, as _: P.Type, _ body: (UnsafePointer<P>) -> Void) {
        func open<V>(_ value: V) {
            precondition(V.self == P.self, "a primitive view is reached through its own type")
            withUnsafePointer(to: value) { body(UnsafeRawPointer($0).assumingMemoryBound(to: P.self)) }
        }
        _openExistential(view, do: open)
    }
}
