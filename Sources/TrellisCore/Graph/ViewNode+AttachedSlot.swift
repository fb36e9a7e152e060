/// Views a modifier builds beside its content rather than inside it (a
/// background, an overlay, a list row's background): each gets a graph node
/// of its own, hung off the modifier's node so it inherits the environment,
/// preferences and teardown, whose displayables land in a `ZStackLayout` slot
/// that the wrapper around the content lays out.
extension ViewNode {
    /// Builds `view` into a new slot aligned by `alignment`, owned by a node
    /// attached to this one; the caller's wrapper keeps both, and hands the
    /// owner back to `detachSlot(ownedBy:)` when it is unwrapped.
    func attachSlot(building view: some View, alignment: Alignment) -> (slot: ZStackLayout, owner: ViewNode) {
        let slot = ZStackLayout(alignment: alignment)
        let owner = ViewNode(view: EmptyView(), parent: self, graph: graph, environment: childEnvironment)
        owner.role = .container(slot)
        owner.addChild(view)
        owner.isMounted = true
        attachedNodes.append(owner)
        return (slot, owner)
    }

    /// Tears down a slot's owner that `attachSlot(building:alignment:)` made;
    /// anything else is ignored, so a wrapper can pass what it kept unchecked.
    func detachSlot(ownedBy owner: AnyObject?) {
        guard let owner = owner as? ViewNode else { return }
        attachedNodes.removeAll { $0 === owner }
        owner.tearDown()
    }

    /// Updates every attached slot's view to `view`, its own nodes deciding
    /// what changed, and realigns the slots when `alignment` is given.
    func updateAttachedSlots(to view: some View, alignment: Alignment? = nil) {
        for owner in attachedNodes {
            owner.children.first?.update(to: view)
            if let alignment, case .container(let slot as ZStackLayout) = owner.role { slot.alignment = alignment }
        }
    }
}
