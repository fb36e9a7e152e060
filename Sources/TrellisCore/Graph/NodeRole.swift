/// What a graph node does with the displayables its children report.
@MainActor
package enum NodeRole {
    /// Structural and composite views: displayables travel on to the parent.
    case passThrough
    /// Unary views: the node owns exactly one displayable of its own.
    case unary
    /// Containers: the node lays its children's displayables out in this layout
    /// node, and counts as one displayable to its own parent.
    case container(LayoutNode)
    /// Modifiers: each displayable is wrapped on its way to the parent.
    case modifier(ModifierHost)
}
