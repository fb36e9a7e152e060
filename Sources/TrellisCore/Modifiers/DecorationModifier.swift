/// Puts a view behind or in front of each displayable of the content.
///
/// Each displayable gets its own copy of the decoration, built by a node that
/// hangs off the modifier's node, so its displayables land in the decoration
/// slot instead of the enclosing container.
@usableFromInline
struct DecorationModifier<Decoration: View>: PrimitiveModifier {
    let decoration: Decoration
    let alignment: Alignment
    let placement: DecorationLayout.Placement

    /// `decoration` behind the content.
    @usableFromInline
    static func background(_ decoration: Decoration, alignment: Alignment) -> Self {
        Self(decoration: decoration, alignment: alignment, placement: .background)
    }

    /// `decoration` in front of the content.
    @usableFromInline
    static func overlay(_ decoration: Decoration, alignment: Alignment) -> Self {
        Self(decoration: decoration, alignment: alignment, placement: .overlay)
    }

    package func makeNode(_ node: ViewNode, content: some View) {
        node.role = .modifier(DecorationModifierHost(self, node: node))
        node.addChild(content)
    }

    package func updateNode(_ node: ViewNode, content: some View, old: Self) {
        if case .modifier(let host as DecorationModifierHost<Decoration>) = node.role {
            host.modifier = self
            node.updateAttachedSlots(to: decoration)
            if alignment != old.alignment {
                for case let layout as DecorationLayout in host.wrappers { layout.alignment = alignment }
            }
        }
        node.children[0].update(toValue: content)
    }
}

extension View {
    /// Draws `background` behind this view, sized to it.
    @inlinable
    public func background<Background: View>(alignment: Alignment = .center,
                                             @ViewBuilder content background: () -> Background) -> some View {
        ModifiedContent(content: self, modifier: DecorationModifier.background(background(), alignment: alignment))
    }

    /// Draws `background` behind this view, sized to it.
    @inlinable
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        ModifiedContent(content: self, modifier: DecorationModifier.background(background, alignment: alignment))
    }

    /// Draws `overlay` in front of this view, sized to it.
    @inlinable
    public func overlay<Overlay: View>(alignment: Alignment = .center,
                                       @ViewBuilder content overlay: () -> Overlay) -> some View {
        ModifiedContent(content: self, modifier: DecorationModifier.overlay(overlay(), alignment: alignment))
    }

    /// Draws `overlay` in front of this view, sized to it.
    @inlinable
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        ModifiedContent(content: self, modifier: DecorationModifier.overlay(overlay, alignment: alignment))
    }
}
