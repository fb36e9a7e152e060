/// Holds a keyboard shortcut for the control it wraps.
@MainActor
package final class ShortcutLayout: WrapperLayout {
    /// `nil` when the shortcut was switched off (`.keyboardShortcut(nil)`), which keeps the view's identity.
    package var shortcut: KeyEquivalent?
    package var modifiers: KeyModifiers

    package init(shortcut: KeyEquivalent?, modifiers: KeyModifiers) {
        self.shortcut = shortcut
        self.modifiers = modifiers
        super.init()
    }
}

