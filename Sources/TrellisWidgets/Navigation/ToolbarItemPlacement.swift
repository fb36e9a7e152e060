@_spi(TrellisExtension) import TrellisCore

/// Where a toolbar item goes in the bar at the top of the window.
///
/// The bar has three regions, as a Mac's toolbar does: leading (after the
/// back button, before the title), the centre and trailing. The iOS
/// placements map onto them: the top bar's leading and trailing sides are the
/// bar's, the bottom bar, which a desktop window does not have, joins the
/// trailing items, and the keyboard's bar is not shown.
public struct ToolbarItemPlacement: Hashable, Sendable {
    let region: ToolbarRegion

    /// The platform's choice: the trailing side.
    public static let automatic = ToolbarItemPlacement(region: .trailing)
    /// The most used action: the trailing side, with the other actions, where a
    /// Mac window whose title sits inline at the leading edge shows it.
    public static let primaryAction = ToolbarItemPlacement(region: .trailing)
    /// The action that confirms (Save, Done): the trailing-most place, drawn
    /// in the accent colour, as on a Mac.
    public static let confirmationAction = ToolbarItemPlacement(region: .confirmation)
    /// The action that backs out (Cancel): the trailing side, before any
    /// confirmation, as on a Mac.
    public static let cancellationAction = ToolbarItemPlacement(region: .trailing)
    /// An action that discards (Don't Save): the leading edge, as on a Mac.
    public static let destructiveAction = ToolbarItemPlacement(region: .leading)
    /// Navigation controls: the leading side, after the back button.
    public static let navigation = ToolbarItemPlacement(region: .leading)
    /// The centre of the bar; the title stays at the leading side, as on a Mac.
    public static let principal = ToolbarItemPlacement(region: .principal)
    /// The leading side of the top bar.
    public static let topBarLeading = ToolbarItemPlacement(region: .leading)
    /// The trailing side of the top bar.
    public static let topBarTrailing = ToolbarItemPlacement(region: .trailing)
    /// The older name of ``topBarLeading``.
    public static let navigationBarLeading = ToolbarItemPlacement(region: .leading)
    /// The older name of ``topBarTrailing``.
    public static let navigationBarTrailing = ToolbarItemPlacement(region: .trailing)
    /// The bottom bar of iOS: the trailing side of the one bar a desktop window has.
    public static let bottomBar = ToolbarItemPlacement(region: .trailing)
    /// The bar above the on-screen keyboard on iOS; a desktop has none, so these items are not shown.
    public static let keyboard = ToolbarItemPlacement(region: .hidden)
    /// Status information: the centre.
    public static let status = ToolbarItemPlacement(region: .principal)
}

/// The parts of the bar: leading, the centre, trailing and, after it, the
/// confirmation; and nowhere, for items a desktop does not show.
package enum ToolbarRegion: Hashable, Sendable {
    case leading, principal, trailing, confirmation, hidden
}

/// Which bar `.toolbar(_:for:)` shows or hides; every one is the window's one bar here.
public struct ToolbarPlacement: Hashable, Sendable {
    private let name: String
    /// The platform's choice.
    public static let automatic = ToolbarPlacement(name: "automatic")
    /// The navigation bar of iOS.
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    /// The bottom bar of iOS.
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    /// The tab bar.
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    /// The window's toolbar on macOS.
    public static let windowToolbar = ToolbarPlacement(name: "windowToolbar")
}
