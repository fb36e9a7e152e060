@_spi(TrellisExtension) import TrellisCore

private struct MenuIndicatorVisibilityKey: EnvironmentKey {
    static var defaultValue: Visibility { .automatic }
}

extension EnvironmentValues {
    /// Whether menus in this view show the chevron that says they open a menu;
    /// `.automatic` and `.visible` show it, `.hidden` leaves the label alone.
    public var menuIndicatorVisibility: Visibility {
        get { self[MenuIndicatorVisibilityKey.self] }
        set { self[MenuIndicatorVisibilityKey.self] = newValue }
    }
}

extension View {
    /// Shows or hides the menu indicator of the menus in this view, as
    /// `Menu { … } label: { … }.menuIndicator(.hidden)` does on a Mac.
    public func menuIndicator(_ visibility: Visibility) -> some View {
        environment(\.menuIndicatorVisibility, visibility)
    }
}
