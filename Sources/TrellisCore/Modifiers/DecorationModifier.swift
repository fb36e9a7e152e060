/// Puts a view behind or in front of each displayable of the content.
///
/// Each displayable gets its own copy of the decoration, built by a node that
/// hangs off the modifier's node, so its displayables land in the decoration
/// slot instead of the enclosing container.
struct DecorationModifier<Decoration: View>: PrimitiveModifier {
    let decoration: Decoration
    let alignment: Alignment
    let placement: DecorationLayout.Placement

    func makeNode(_ node: ViewNode, content: some View) {
        node.role = .modifier(DecorationModifierHost(self, node: node))
        node.addChild(content)
    }

    func updateNode(_ node: ViewNode, content: some View, old: Self) {
        if case .modifier(let host as DecorationModifierHost<Decoration>) = node.role {
            host.modifier = self
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
