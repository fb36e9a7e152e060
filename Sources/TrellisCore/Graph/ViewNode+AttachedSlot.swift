/// Views a modifier builds beside its content rather than inside it (a
/// background, an overlay, a list row's background): each gets a graph node
/// of its own, hung off the modifier's node so it inherits the environment,
/// preferences and teardown, whose displayables land in a slot that the
/// wrapper around the content lays out: the wrapper itself (`DecorationLayout`)
/// or a `ZStackLayout` the wrapper keeps.
extension ViewNode {
    /// Builds `view` into `slot`, the container of a node attached to this
    /// one, which it returns; `detachSlot(of:)` or `detachSlot(ownedBy:)`
    /// tears it down when the caller's wrapper is unwrapped.
    @discardableResult
    func attachSlot(building view: some View, into slot: LayoutNode) -> ViewNode {
        let owner = ViewNode(view: EmptyView(), parent: self, graph: graph, environment: childEnvironment)
        owner.role = .container(slot)
        owner.addChild(view)
        owner.isMounted = true
        attachedNodes.append(owner)
        return owner
    }

    /// Builds `view` into a new `ZStackLayout` slot aligned by `alignment`.
    func attachSlot(building view: some View, alignment: Alignment) -> (slot: ZStackLayout, owner: ViewNode) {
        let slot = ZStackLayout(alignment: alignment)
        return (slot, attachSlot(building: view, into: slot))
    }

    /// Tears down a slot's owner that `attachSlot` made; anything else is
    /// ignored, so a wrapper can pass what it kept unchecked.
    func detachSlot(ownedBy owner: AnyObject?) {
        guard let owner = owner as? ViewNode else { return }
        attachedNodes.removeAll { $0 === owner }
        owner.tearDown()
    }

    /// Tears down the attached node whose container is `slot`, if any.
    func detachSlot(of slot: LayoutNode) {
        for owner in attachedNodes {
            if case .container(let container) = owner.role, container === slot { return detachSlot(ownedBy: owner) }
        }
    }

    /// Updates every attached slot's view to `view`, its own nodes deciding
    /// what changed; a wrapper that aligns its slot realigns it itself.
    func updateAttachedSlots(to view: some View) {
        for owner in attachedNodes { owner.children.first?.update(to: view) }
    }
}
