/// A primitive that may live in the node of the composite view whose body it
/// is: its `makeNode` and `updateNode` use only the node's environment,
/// role, layout, children and storage, never the view value the node holds,
/// which is then the composite's.
///
/// A row such as `struct Row: View { let id: Int; var body: some View {
/// Text("Row \(id)") } }` took two view nodes, one for `Row` and one for its
/// `Text`; a long eager list keeps one of each per row. A view whose body is
/// a stack kept a node for the composite above the stack's. With the body in
/// the composite's node, each costs one node (200 bytes) and one update less.
package protocol SharesCompositeNode: PrimitiveView {
    /// Builds `node` as `makeNode` does, keeping what a new environment is
    /// applied to (a `Text` in its layout, others in the node's storage): the
    /// node itself holds the composite's value.
    func makeSharedNode(_ node: ViewNode)
    /// Updates `node` as `updateNode` does, keeping this value as `makeSharedNode` did.
    func updateSharedNode(_ node: ViewNode)
    /// Brings `node` up to date with its new environment from the value it
    /// kept, without running the composite's body: a body runs again
    /// only when something it read changed.
    static func applyEnvironment(toSharedNode node: ViewNode)
    /// Lets go of what the primitive started in `node` that outlives its
    /// storage (a ticking text's alarm), before the node stops sharing it
    /// and takes a child for its composite's body instead.
    static func stopSharing(_ node: ViewNode)
}

extension SharesCompositeNode {
    /// Most primitives keep nothing more in a shared node than in their own.
    package func makeSharedNode(_ node: ViewNode) { makeNode(node) }
    /// Most primitives keep nothing more in a shared node than in their own.
    package func updateSharedNode(_ node: ViewNode) { updateNode(node) }
    /// Most primitives start nothing that outlives the node's storage.
    package static func stopSharing(_ node: ViewNode) {}
}

extension ViewNode {
    /// Whether this composite node holds its body's primitive itself rather
    /// than a child for it. Only the build decides: it shares when the body's
    /// type allows and the body it ran is of that type. A composite with a
    /// child for its body passes that child's displayables through; a shared
    /// primitive gives the node a role of its own.
    var sharesBody: Bool {
        if case .passThrough = role { return false }
        return traitsOfHeldView.sharedBody != nil
    }

    /// Builds a composite's first body into this node when its type allows;
    /// `false`, with nothing done, when the body needs a child of its own
    /// (a stand-in for a missing environment object, or another type).
    func buildSharedBody(_ body: any View, as primitive: any SharesCompositeNode.Type) -> Bool {
        guard ObjectIdentifier(type(of: body)) == ObjectIdentifier(primitive) else { return false }
        func make<P: SharesCompositeNode>(_: P.Type) {
            Self.withValue(of: body, ifItIs: P.self) { $0.pointee.makeSharedNode(self) }
        }
        make(primitive)
        return true
    }

    /// Updates the primitive this node shares with `body`, a new run of its
    /// composite's body. A body of another type (an environment object went
    /// missing) gives the node a child after all: the primitive's displayable
    /// goes, and the child brings the body's.
    func updateSharedBody(to body: any View) {
        guard let primitive = traitsOfHeldView.sharedBody else { return }
        guard ObjectIdentifier(type(of: body)) == ObjectIdentifier(primitive) else {
            stopSharingBody()
            addChild(body)
            return
        }
        func update<P: SharesCompositeNode>(_: P.Type) {
            Self.withValue(of: body, ifItIs: P.self) { $0.pointee.updateSharedNode(self) }
        }
        update(primitive)
    }

    /// Applies a new environment to the primitive this node shares, from the
    /// value it kept.
    func applyEnvironmentToSharedBody() {
        guard let primitive = traitsOfHeldView.sharedBody else { return }
        func apply<P: SharesCompositeNode>(_: P.Type) { P.applyEnvironment(toSharedNode: self) }
        apply(primitive)
    }

    /// Takes the shared primitive's children, displayable and storage out of
    /// this node, which becomes a plain composite waiting for its body's child.
    private func stopSharingBody() {
        if let primitive = traitsOfHeldView.sharedBody {
            func stop<P: SharesCompositeNode>(_: P.Type) { P.stopSharing(self) }
            stop(primitive)
        }
        // A shared stack's children go with it, as its own node's would: no edits inside what is removed.
        for index in children.indices { children[index].tearDown() }
        children.removeAll()
        if let parent, displayableCount > 0 { parent.receiveRemoval(at: parent.offset(ofChild: self)) }
        layout = nil
        displayableCount = 0
        role = .passThrough
        primitiveStorage = nil
    }
}
