/// How a menu item names its keyboard shortcut: "Ctrl+N", "Shift+Ctrl+Z", as
/// GTK menus do. `.command` is Ctrl on Linux (see `KeyboardShortcuts.onLinux`).
@MainActor
enum MenuShortcutLabel {
    /// The words for `key` pressed with `modifiers`.
    static func text(_ key: KeyEquivalent, _ modifiers: KeyModifiers) -> String {
        let held = KeyboardShortcuts.onLinux(modifiers)
        var parts: [String] = []
        if held.contains(.shift) { parts.append("Shift") }
        if held.contains(.control) { parts.append("Ctrl") }
        if held.contains(.option) { parts.append("Alt") }
        parts.append(name(of: key.key))
        return parts.joined(separator: "+")
    }

    private static func name(of key: Key) -> String {
        switch key {
        case .character(let character): character == " " ? "Space" : character.uppercased()
        case .tab: "Tab"
        case .enter: "Enter"
        case .space: "Space"
        case .escape: "Esc"
        case .backspace: "Backspace"
        case .delete: "Delete"
        case .left: "Left"
        case .right: "Right"
        case .up: "Up"
        case .down: "Down"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "Page Up"
        case .pageDown: "Page Down"
        case .function(let number): "F\(number)"
        }
    }
}

private struct MenuShortcutKey: EnvironmentKey {
    static var defaultValue: String? { nil }
}

extension EnvironmentValues {
    /// The shortcut a control was given with `.keyboardShortcut`, as a menu item shows it.
    package var menuShortcut: String? {
        get { self[MenuShortcutKey.self] }
        set { self[MenuShortcutKey.self] = newValue }
    }
}
