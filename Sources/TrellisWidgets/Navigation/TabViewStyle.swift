@_spi(TrellisExtension) import TrellisCore

/// How a `TabView` shows its pages; every style draws the tab bar at the top here.
public protocol TabViewStyle {}

/// The platform's choice: a tab bar at the top, as on macOS.
public struct DefaultTabViewStyle: TabViewStyle {
    /// The style.
    public init() {}
}

/// iOS's swiped pages; here the pages still have a tab bar, which the keyboard needs.
public struct PageTabViewStyle: TabViewStyle {
    /// Whether iOS shows the dots under the pages.
    public struct IndexDisplayMode: Hashable, Sendable {
        private let name: String
        /// The platform's choice.
        public static let automatic = IndexDisplayMode(name: "automatic")
        /// Always.
        public static let always = IndexDisplayMode(name: "always")
        /// Never.
        public static let never = IndexDisplayMode(name: "never")
    }

    /// The style, with the dots shown as `indexDisplayMode` says on iOS.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {}
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The platform's choice.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// iOS's swiped pages.
    public static var page: PageTabViewStyle { PageTabViewStyle() }

    /// iOS's swiped pages, with the dots shown as `indexDisplayMode` says.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

extension View {
    /// Kept for iOS code: tab views always show a tab bar at the top here.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { self }
}
