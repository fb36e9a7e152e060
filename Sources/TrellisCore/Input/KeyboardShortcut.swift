/// A key and its modifiers, as one value: SwiftUI's way to name a shortcut,
/// with the two every dialog has, `.defaultAction` and `.cancelAction`.
public struct KeyboardShortcut: Hashable, Sendable {
    /// The key pressed.
    public var key: KeyEquivalent
    /// The modifier keys held with it; `.command` is Ctrl on Linux.
    public var modifiers: EventModifiers

    /// A shortcut of `key` with `modifiers`.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Return: the button that confirms a dialog or form. It also runs when Return
    /// submits a focused text field, as Return does in a desktop dialog.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])

    /// Escape: the button that backs out of a dialog or form.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

extension View {
    /// Runs this control when `shortcut` is pressed; `nil` gives it no shortcut
    /// (and switching between the two keeps the control's state).
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        ModifiedContent(content: environment(\.isDefaultActionButton, shortcut == .defaultAction)
                            .environment(\.menuShortcut, shortcut.map { MenuShortcutLabel.text($0.key, $0.modifiers) }),
                        modifier: ShortcutModifier(shortcut: shortcut?.key, modifiers: shortcut?.modifiers ?? []))
    }
}
