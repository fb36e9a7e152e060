@_spi(TrellisExtension) import TrellisCore

/// Which columns of a `NavigationSplitView` show.
public struct NavigationSplitViewVisibility: Hashable, Sendable, Codable {
    private let name: String

    /// The platform's choice: every column, on a desktop.
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    /// Every column.
    public static let all = NavigationSplitViewVisibility(name: "all")
    /// The content and detail columns; in a two-column view, the sidebar and detail.
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    /// Only the detail column.
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// How a `NavigationSplitView` shares space between its columns; every style
/// keeps the columns side by side here.
public protocol NavigationSplitViewStyle {}

/// The platform's choice of split view style.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The style.
    public init() {}
}

/// Columns side by side, sharing the space.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The style.
    public init() {}
}

/// The detail column keeps its size; others cover it on iPad. Side by side here.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The style.
    public init() {}
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// The platform's choice.
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// Columns side by side.
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// The detail keeps its size.
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}

extension View {
    /// Kept for iPad code: split view columns always sit side by side here.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }
}
