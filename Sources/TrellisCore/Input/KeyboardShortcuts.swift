/// A key that triggers a shortcut, written as a character: `"s"`, or `.return`.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The key.
    public let key: Key

    /// A character key.
    public init(_ character: Character) {
        key = .character(Self.folded(character))
    }

    /// A character key, from a literal.
    public init(extendedGraphemeClusterLiteral character: Character) {
        key = .character(Self.folded(character))
    }

    /// Shortcuts ignore case: Shift is a modifier, not a different key.
    static func folded(_ character: Character) -> Character {
        character.lowercased().first ?? character
    }

    init(key: Key) {
        self.key = key
    }

    /// Enter or Return.
    public static let `return` = KeyEquivalent(key: .enter)
    /// Escape.
    public static let escape = KeyEquivalent(key: .escape)
    /// Tab.
    public static let tab = KeyEquivalent(key: .tab)
    /// The left arrow.
    public static let leftArrow = KeyEquivalent(key: .left)
    /// The right arrow.
    public static let rightArrow = KeyEquivalent(key: .right)
    /// The up arrow.
    public static let upArrow = KeyEquivalent(key: .up)
    /// The down arrow.
    public static let downArrow = KeyEquivalent(key: .down)
    /// The space bar.
    public static let space = KeyEquivalent(key: .space)
    /// Delete backwards.
    public static let delete = KeyEquivalent(key: .backspace)
}

/// SwiftUI's name for the modifier keys of a shortcut.
public typealias EventModifiers = KeyModifiers

/// Finds and runs keyboard shortcuts anywhere in the window.
@MainActor
enum KeyboardShortcuts {
    /// Runs the control whose shortcut is `key` with exactly `modifiers`; returns whether one ran.
    static func trigger(_ key: Key, _ modifiers: KeyModifiers, in root: LayoutNode, textFieldFocused: Bool = false) -> Bool {
        let pressed: Key = if case .character(let c) = key { .character(KeyEquivalent.folded(c)) } else { key }
        guard let match = find(in: root, where: {
                  $0.shortcut?.key == pressed && onLinux($0.modifiers) == modifiers && !(textFieldFocused && $0.yieldsToTextField)
              }),
              let control = firstTappable(in: match), let interaction = control.interaction,
              interaction.allowsInput else { return false }
        interaction.onTap?(1)
        return true
    }

    /// Where macOS puts shortcuts on Command, GTK and Qt apps put them on Ctrl,
    /// and Linux desktops keep Super for themselves; so `.command` means Ctrl here.
    static func onLinux(_ modifiers: KeyModifiers) -> KeyModifiers {
        modifiers.contains(.command) ? modifiers.subtracting(.command).union(.control) : modifiers
    }

    private static func find(in node: LayoutNode, where matches: (ShortcutLayout) -> Bool) -> ShortcutLayout? {
        if node.ignoresHits { return nil }
        if let shortcut = node as? ShortcutLayout, matches(shortcut) { return shortcut }
        for child in node.children {
            if let found = find(in: child, where: matches) { return found }
        }
        return nil
    }

    private static func firstTappable(in node: LayoutNode) -> LayoutNode? {
        if node.interaction?.onTap != nil { return node }
        for child in node.children {
            if let found = firstTappable(in: child) { return found }
        }
        return nil
    }
}

/// Gives each displayable of its content a keyboard shortcut.
struct ShortcutModifier: WrappingModifier {
    let shortcut: KeyEquivalent?
    let modifiers: KeyModifiers
    package func makeWrapper() -> ShortcutLayout { ShortcutLayout(shortcut: shortcut, modifiers: modifiers) }
    package func configure(_ wrapper: ShortcutLayout) {
        wrapper.shortcut = shortcut
        wrapper.modifiers = modifiers
    }
}

extension View {
    /// Runs this control (a button, say) when `key` is pressed with `modifiers`, wherever focus is.
    ///
    /// `.command`, the default, is Ctrl on Linux, as in GTK and Qt apps. While a
    /// text field has focus, a shortcut without Ctrl, Alt or Super does not run:
    /// the keystroke is text.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        ModifiedContent(content: environment(\.isDefaultActionButton, KeyboardShortcut.isDefaultAction(key, modifiers))
                            .environment(\.menuShortcut, MenuShortcutLabel.text(key, modifiers)),
                        modifier: ShortcutModifier(shortcut: key, modifiers: modifiers))
    }
}
