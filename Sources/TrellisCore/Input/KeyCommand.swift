/// A keyboard shortcut with no control to show: an action that runs when its
/// keys are pressed anywhere in the window, as a menu command's would.
///
/// Containers use it for the keys that belong to them (Escape and Alt+Left go
/// back, Ctrl+Tab moves between tabs, Ctrl+F finds). It takes no space, draws
/// nothing and is never focused; like any shortcut, it is off while something
/// above it ignores hits.
package struct KeyCommand: View, PrimitiveView {
    /// Its node publishes a `ShortcutLayout`.
    package typealias NodeLayout = ShortcutLayout

    let key: KeyEquivalent
    let modifiers: KeyModifiers
    let yieldsToTextField: Bool
    let action: @MainActor () -> Void

    /// Runs `action` on `key` with `modifiers`; a focused text field takes the key first when `yieldsToTextField`.
    package init(_ key: KeyEquivalent, modifiers: KeyModifiers = [], yieldsToTextField: Bool = false,
         action: @escaping @MainActor () -> Void) {
        self.key = key
        self.modifiers = modifiers
        self.yieldsToTextField = yieldsToTextField
        self.action = action
    }

    package static var _displayableCount: Int? { 1 }

    package func makeNode(_ node: ViewNode) {
        let trigger = LayoutNode()
        let interaction = Interaction()
        interaction.onTap = { _ in action() }
        trigger.interaction = interaction
        let layout = ShortcutLayout(shortcut: key, modifiers: modifiers, yieldsToTextField: yieldsToTextField)
        layout.adopt(trigger)
        node.role = .unary
        node.publish(layout)
    }

    package func updateNode(_ node: ViewNode) {
        guard let layout = layout(of: node) else { return }
        layout.shortcut = key
        layout.modifiers = modifiers
        layout.yieldsToTextField = yieldsToTextField
        let action = action
        layout.children.first?.interaction?.onTap = { _ in action() }
    }
}
