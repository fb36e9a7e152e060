/// Puts a view behind or in front of each displayable of the content.
///
/// Each displayable gets its own copy of the decoration, built by a node that
/// hangs off the modifier's node, so its displayables land in the decoration
/// slot instead of the enclosing container.
struct DecorationModifier<Decoration: View>: PrimitiveModifier {
    let decoration: Decoration
    let alignment: Alignment
    let placement: DecorationLayout.Placement

    private func makeWrapper(for node: ViewNode) -> @MainActor (LayoutNode) -> LayoutNode {
        { [unowned node] child in
            let slot = ZStackLayout(alignment: alignment)
            let owner = ViewNode(view: EmptyView(), parent: node, graph: node.graph, environment: node.childEnvironment)
            owner.role = .container(slot)
            owner.addChild(decoration)
            owner.isMounted = true
            node.attachedNodes.append(owner)
            return DecorationLayout(content: child, decoration: slot, placement: placement, owner: owner)
        }
    }

    func makeNode(_ node: ViewNode, content: some View) {
        let host = ModifierHost(makeWrapper: makeWrapper(for: node))
        host.onUnwrap = { [unowned node] wrapper in
            guard let owner = (wrapper as? DecorationLayout)?.decorationOwner as? ViewNode else { return }
            node.attachedNodes.removeAll { $0 === owner }
            owner.tearDown()
        }
        node.role = .modifier(host)
        node.addChild(content)
    }

    func updateNode(_ node: ViewNode, content: some View, old: Self) {
        if case .modifier(let host) = node.role {
            host.makeWrapper = makeWrapper(for: node)
            for owner in node.attachedNodes {
                owner.children.first?.update(to: decoration)
                if case .container(let slot as ZStackLayout) = owner.role { slot.alignment = alignment }
            }
        }
        node.children[0].update(to: content)
    }
}

extension View {
    /// Draws `background` behind this view, sized to it.
    public func background<Background: View>(alignment: Alignment = .center,
                                             @ViewBuilder content background: () -> Background) -> some View {
        ModifiedContent(content: self, modifier: DecorationModifier(decoration: background(), alignment: alignment, placement: .background))
    }

    /// Draws `background` behind this view, sized to it.
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        ModifiedContent(content: self, modifier: DecorationModifier(decoration: background, alignment: alignment, placement: .background))
    }

    /// Draws `overlay` in front of this view, sized to it.
    public func overlay<Overlay: View>(alignment: Alignment = .center,
                                       @ViewBuilder content overlay: () -> Overlay) -> some View {
        ModifiedContent(content: self, modifier: DecorationModifier(decoration: overlay(), alignment: alignment, placement: .overlay))
    }

    /// Draws `overlay` in front of this view, sized to it.
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        ModifiedContent(content: self, modifier: DecorationModifier(decoration: overlay, alignment: alignment, placement: .overlay))
    }
}
