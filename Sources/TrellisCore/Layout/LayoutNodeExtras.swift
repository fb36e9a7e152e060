/// What only some layout nodes keep: an interaction, a `.layoutPriority`, a
/// `.zIndex`, and a paint order that a `zIndex` among the children made differ
/// from theirs.
///
/// Kept in one object made on the first write that needs it, as
/// `ViewNodeExtras` is for view nodes: inline, these took 40 bytes of every
/// layout node, and a long list keeps one or more per row.
@MainActor
final class LayoutNodeExtras {
    /// Unchecked so a layout's `deinit` may let go of it: nothing else can reach the layout then.
    nonisolated(unsafe) var interaction: Interaction?
    var explicitLayoutPriority: Double?
    var explicitZIndex: Double?
    var sortedPaintOrder: [LayoutNode]?
}

// Each accessor reads without making the extras, and a write of `nil` to a
// node without them makes none either.
extension LayoutNode {
    private func madeExtras() -> LayoutNodeExtras {
        if let extras { return extras }
        let made = LayoutNodeExtras()
        extras = made
        return made
    }

    /// How this displayable responds to input, when it does; the interaction
    /// points back here while this layout holds it. Most displayables take
    /// none: a text, a stack or a frame in a list's row.
    package final var interaction: Interaction? {
        get { extras?.interaction }
        set {
            let old = extras?.interaction
            guard newValue != nil || old != nil else { return }
            madeExtras().interaction = newValue
            // An interaction let go of must not point back at a layout that may go before it.
            if let old, old !== newValue, old.layout === self { old.layout = nil }
            newValue?.layout = self
        }
    }

    /// Set by `.layoutPriority`; stacks offer space to higher priorities first.
    package final var explicitLayoutPriority: Double? {
        get { extras?.explicitLayoutPriority }
        set { if newValue != nil || extras != nil { madeExtras().explicitLayoutPriority = newValue } }
    }

    /// Set by `.zIndex`; siblings with a higher index are drawn over, and hit before, lower ones.
    package final var explicitZIndex: Double? {
        get { extras?.explicitZIndex }
        set {
            guard newValue != explicitZIndex else { return }
            madeExtras().explicitZIndex = newValue
            // The parent draws its children in another order.
            parent?.display.ownChanged = true
            var ancestor = parent
            while let current = ancestor {
                current.paintOrderIsKnown = false
                ancestor = current.parent
            }
            // Nothing moves, but the frame must be drawn again in the new order.
            setNeedsPlacement()
        }
    }

    /// The children in paint order when a `zIndex` makes it differ from theirs.
    final var sortedPaintOrder: [LayoutNode]? {
        get { extras?.sortedPaintOrder }
        set { if newValue != nil || extras != nil { madeExtras().sortedPaintOrder = newValue } }
    }
}
