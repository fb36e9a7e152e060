@_spi(TrellisExtension) import TrellisCore

/// The chord that hides or shows the key window's toolbar: macOS's ⌥⌘T, with
/// Command as Ctrl on Linux (see `SidebarToggle`, ⌃⌘S as Ctrl+Alt+S).
package enum ToolbarToggle {
    /// The letter.
    package static let key: KeyEquivalent = "t"
    /// Ctrl and Alt.
    package static let modifiers: KeyModifiers = [.control, .option]
}

/// Whether the window's bar shows: nil without a toolbar, false while the user
/// hid it with View ▸ Hide Toolbar. The menu item reads it for its title.
package struct WindowToolbarShownKey: PreferenceKey {
    package static var defaultValue: Bool? { nil }
    package static func reduce(value: inout Bool?, nextValue: () -> Bool?) {
        value = value ?? nextValue()
    }
}
