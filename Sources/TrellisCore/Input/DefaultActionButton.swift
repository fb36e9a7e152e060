extension EnvironmentValues {
    /// Whether the button here answers Return, `.keyboardShortcut(.defaultAction)`:
    /// a bordered button then draws prominent, as the default button of a
    /// Mac dialog is drawn in the accent colour, so the user sees what Return does.
    package var isDefaultActionButton: Bool {
        get { self[DefaultActionButtonKey.self] }
        set { self[DefaultActionButtonKey.self] = newValue }
    }
}

private struct DefaultActionButtonKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension KeyboardShortcut {
    /// Whether `key` with `modifiers` is Return alone, the default action.
    static func isDefaultAction(_ key: KeyEquivalent?, _ modifiers: EventModifiers) -> Bool {
        key.map { KeyboardShortcut($0, modifiers: modifiers) == .defaultAction } ?? false
    }
}
