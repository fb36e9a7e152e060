/// Holds a keyboard shortcut for the control it wraps.
@MainActor
package final class ShortcutLayout: WrapperLayout {
    override package var sizesAsContent: Bool { true }

    /// `nil` when the shortcut was switched off (`.keyboardShortcut(nil)`), which keeps the view's identity.
    package var shortcut: KeyEquivalent?
    package var modifiers: KeyModifiers
    /// Set for the framework's own commands that a focused text field should
    /// keep (Escape going back a screen leaves the field instead).
    package var yieldsToTextField = false

    package init(shortcut: KeyEquivalent?, modifiers: KeyModifiers, yieldsToTextField: Bool = false) {
        self.shortcut = shortcut
        self.modifiers = modifiers
        self.yieldsToTextField = yieldsToTextField
        super.init()
    }
}

