/// Attaches input handlers to each displayable of its content.
///
/// Gestures and controls all go through this one modifier; each passes a
/// function that fills in the handlers it needs.
@usableFromInline
package struct InteractionModifier: PrimitiveModifier {
    let setUp: @MainActor (Interaction) -> Void
    /// Whether the handlers are a tap's alone, whatever the update: such an
    /// interaction is never focused and draws nothing, so it may live in the
    /// content's own layout instead of a `GestureLayout` around it.
    let isTap: Bool

    /// Calls `action` with true when the pointer enters and false when it leaves.
    @usableFromInline
    static func hover(_ action: @escaping @MainActor (Bool) -> Void) -> InteractionModifier {
        InteractionModifier { $0.onHover = action }
    }

    /// Calls `action` after `count` taps in a row on drawn content.
    @usableFromInline
    static func tap(count: Int, perform action: @escaping @MainActor () -> Void) -> InteractionModifier {
        InteractionModifier(setUp: { interaction in
            interaction.tapCount = max(count, 1)
            interaction.onTap = { _ in action() }
            interaction.hitsOnlyDrawnContent = true
        }, isTap: true)
    }

    /// Gives `interaction` this modifier's handlers, enabled while `node`'s environment says so.
    func configure(_ interaction: Interaction, node: ViewNode) {
        interaction.environmentSource = node
        setUp(interaction)
    }

    package func makeNode(_ node: ViewNode, content: some View) {
        node.role = .modifier(InteractionModifierHost(self, node: node))
        node.addChild(content)
    }

    package func updateNode(_ node: ViewNode, content: some View, old: Self) {
        // New closures capture the newest values; nothing is drawn differently.
        if case .modifier(let host as InteractionModifierHost) = node.role {
            host.modifier = self
            // A tap's interaction may be in the content's own layout (`InteractionModifierHost`).
            for layout in host.wrappers {
                guard let interaction = layout.interaction else { continue }
                configure(interaction, node: node)
                // A control's role, name and actions come from these handlers.
                layout.markAccessibilityPath()
            }
        }
        node.children[0].update(toValue: content)
    }

    /// Every stored property, as the memberwise initialiser takes them: Swift gives
    /// that one no access beyond the module, and the widget library makes these too.
    package init(setUp: @escaping @MainActor (Interaction) -> Void, isTap: Bool = false) {
        self.setUp = setUp
        self.isTap = isTap
    }
}

/// A drag: reports where the pointer is while pressed and moving, and where it let go.
public struct DragGesture {
    var changed: (@MainActor (DragValue) -> Void)?
    var ended: (@MainActor (DragValue) -> Void)?

    /// Makes a drag gesture.
    public init() {}

    /// Calls `action` as the pointer moves while pressed.
    public func onChanged(_ action: @escaping @MainActor (DragValue) -> Void) -> DragGesture {
        var copy = self
        copy.changed = action
        return copy
    }

    /// Calls `action` when the pointer is released after dragging.
    public func onEnded(_ action: @escaping @MainActor (DragValue) -> Void) -> DragGesture {
        var copy = self
        copy.ended = action
        return copy
    }
}

extension View {
    /// Runs `action` when this view is tapped `count` times in a row.
    @inlinable
    public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> some View {
        ModifiedContent(content: self, modifier: InteractionModifier.tap(count: count, perform: action))
    }

    /// Calls `action` with true when the pointer enters this view and false when it leaves.
    @inlinable
    public func onHover(perform action: @escaping @MainActor (Bool) -> Void) -> some View {
        ModifiedContent(content: self, modifier: InteractionModifier.hover(action))
    }

    /// Follows a drag that starts on this view.
    public func gesture(_ drag: DragGesture) -> some View {
        ModifiedContent(content: self, modifier: InteractionModifier { interaction in
            interaction.onDrag = { value, ended in
                if ended { drag.ended?(value) } else { drag.changed?(value) }
            }
            interaction.hitsOnlyDrawnContent = true
        })
    }
}
