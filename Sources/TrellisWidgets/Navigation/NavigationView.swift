@_spi(TrellisExtension) import TrellisCore

/// The older name for a navigation container, still in much SwiftUI code; it
/// behaves as a ``NavigationStack`` that keeps its own path. (SwiftUI deprecates
/// it without a warning, so it is left unmarked here too.)
public struct NavigationView<Content: View>: View {
    private let content: Content

    /// A stack whose root is `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The content as the root of a stack.
    public var body: some View {
        NavigationStack { content }
    }
}

/// How a `NavigationView` arranges its columns; every style stacks here.
public protocol NavigationViewStyle {}

/// One column at a time, as on a phone; what every navigation view does here.
public struct StackNavigationViewStyle: NavigationViewStyle {
    /// The style.
    public init() {}
}

/// Side-by-side columns on iPad and Mac; a navigation view still stacks here.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    /// The style.
    public init() {}
}

/// The platform's choice of navigation view style.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    /// The style.
    public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// One column at a time.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
    /// Side-by-side columns.
    public static var columns: DoubleColumnNavigationViewStyle { DoubleColumnNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The platform's choice.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension View {
    /// Kept for older code: every navigation view stacks its screens here.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}
