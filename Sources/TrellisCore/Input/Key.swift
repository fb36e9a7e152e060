/// A key on the keyboard, as events and `ViewHost.press` name it.
public enum Key: Hashable, Sendable {
    /// Tab.
    case tab
    /// Enter or Return.
    case enter
    /// The space bar.
    case space
    /// Escape.
    case escape
    /// Backspace: delete backwards.
    case backspace
    /// Delete: delete forwards.
    case delete
    /// Left arrow.
    case left
    /// Right arrow.
    case right
    /// Up arrow.
    case up
    /// Down arrow.
    case down
    /// Home.
    case home
    /// End.
    case end
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// A key that types a character, such as "a".
    case character(Character)
    /// A function key: `.function(10)` is F10, which opens the menu bar as Alt does.
    /// One case with a number, so the enum grows by one case rather than twenty-four.
    case function(Int)
}

/// The modifier keys held during a key or pointer event.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int

    /// Makes a set from raw bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Shift.
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    /// Control.
    public static let control = KeyModifiers(rawValue: 1 << 1)
    /// Alt or Option.
    public static let option = KeyModifiers(rawValue: 1 << 2)
    /// The Super, Windows or Command key; in `.keyboardShortcut`, Ctrl, as Linux apps use it.
    public static let command = KeyModifiers(rawValue: 1 << 3)
}
