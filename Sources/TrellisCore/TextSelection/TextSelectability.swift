/// Whether the user may select the text of `Text` views: `.textSelection(.enabled)`.
public protocol TextSelectability {
    /// Whether text can be selected.
    static var allowsSelection: Bool { get }
}

/// Text can be selected with the pointer and copied.
public struct EnabledTextSelectability: TextSelectability {
    /// Always.
    public static var allowsSelection: Bool { true }
}

/// Text cannot be selected: the default.
public struct DisabledTextSelectability: TextSelectability {
    /// Never.
    public static var allowsSelection: Bool { false }
}

extension TextSelectability where Self == EnabledTextSelectability {
    /// Text can be selected and copied.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// Text cannot be selected.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

private struct AllowsTextSelectionKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether `Text` views here can be selected, as `.textSelection(_:)` set.
    var allowsTextSelection: Bool {
        get { self[AllowsTextSelectionKey.self] }
        set { self[AllowsTextSelectionKey.self] = newValue }
    }
}

extension View {
    /// Lets the user select the text of every `Text` inside this view, by
    /// dragging or double-clicking a word, and copy it with Ctrl+C, as on a Mac.
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
        environment(\.allowsTextSelection, S.allowsSelection)
    }
}
