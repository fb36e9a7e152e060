@_spi(TrellisExtension) import TrellisCore

/// How a window's toolbar sits with its title, set on a scene with
/// `.windowToolbarStyle(_:)`: unified (the title inline, leading, in one bar
/// with the items), unified compact (the same, lower) or expanded (the title
/// on a line of its own above the items), as on a Mac.
public protocol WindowToolbarStyle: Sendable {
    /// The bar's layout under this style.
    var _layout: _WindowToolbarLayout { get }
}

/// The bar's layout a `WindowToolbarStyle` stands for.
public struct _WindowToolbarLayout: Sendable, Equatable {
    /// The three forms a Mac's window toolbar takes.
    package enum Form: Sendable, Equatable { case unified, compact, expanded }
    package let form: Form
    /// Whether the bar shows the window's title.
    package let showsTitle: Bool

    /// The bar's height: 40 pt, as a GTK header bar's; a compact bar is lower, with
    /// "reduced margins" as NSToolbar's is.
    package var barHeight: Double { form == .compact ? 30 : 40 }
}

/// The platform's choice: unified.
public struct DefaultWindowToolbarStyle: WindowToolbarStyle {
    /// The default style.
    public init() {}
    /// A unified bar with the title.
    public var _layout: _WindowToolbarLayout { _WindowToolbarLayout(form: .unified, showsTitle: true) }
}

/// The title and the items in one bar.
public struct UnifiedWindowToolbarStyle: WindowToolbarStyle {
    private let showsTitle: Bool
    /// A unified bar, with the title unless `showsTitle` is false.
    public init(showsTitle: Bool = true) { self.showsTitle = showsTitle }
    /// A unified bar.
    public var _layout: _WindowToolbarLayout { _WindowToolbarLayout(form: .unified, showsTitle: showsTitle) }
}

/// The title and the items in one lower bar, for windows whose content matters more than their toolbar.
public struct UnifiedCompactWindowToolbarStyle: WindowToolbarStyle {
    private let showsTitle: Bool
    /// A compact bar, with the title unless `showsTitle` is false.
    public init(showsTitle: Bool = true) { self.showsTitle = showsTitle }
    /// A compact bar.
    public var _layout: _WindowToolbarLayout { _WindowToolbarLayout(form: .compact, showsTitle: showsTitle) }
}

/// The title on a line of its own, centred above the bar of items.
public struct ExpandedWindowToolbarStyle: WindowToolbarStyle {
    /// The expanded style.
    public init() {}
    /// The title above the items.
    public var _layout: _WindowToolbarLayout { _WindowToolbarLayout(form: .expanded, showsTitle: true) }
}

extension WindowToolbarStyle where Self == DefaultWindowToolbarStyle {
    /// The platform's choice: unified.
    public static var automatic: DefaultWindowToolbarStyle { DefaultWindowToolbarStyle() }
}

extension WindowToolbarStyle where Self == UnifiedWindowToolbarStyle {
    /// The title and the items in one bar.
    public static var unified: UnifiedWindowToolbarStyle { UnifiedWindowToolbarStyle() }
    /// One bar, with or without the title.
    public static func unified(showsTitle: Bool) -> UnifiedWindowToolbarStyle { UnifiedWindowToolbarStyle(showsTitle: showsTitle) }
}

extension WindowToolbarStyle where Self == UnifiedCompactWindowToolbarStyle {
    /// The title and the items in one lower bar.
    public static var unifiedCompact: UnifiedCompactWindowToolbarStyle { UnifiedCompactWindowToolbarStyle() }
    /// One lower bar, with or without the title.
    public static func unifiedCompact(showsTitle: Bool) -> UnifiedCompactWindowToolbarStyle {
        UnifiedCompactWindowToolbarStyle(showsTitle: showsTitle)
    }
}

extension WindowToolbarStyle where Self == ExpandedWindowToolbarStyle {
    /// The title above the items.
    public static var expanded: ExpandedWindowToolbarStyle { ExpandedWindowToolbarStyle() }
}

private struct WindowToolbarLayoutKey: EnvironmentKey {
    static var defaultValue: _WindowToolbarLayout { DefaultWindowToolbarStyle()._layout }
}

extension EnvironmentValues {
    /// The layout of the window's bar, from the scene's `.windowToolbarStyle(_:)`.
    package var windowToolbarLayout: _WindowToolbarLayout {
        get { self[WindowToolbarLayoutKey.self] }
        set { self[WindowToolbarLayoutKey.self] = newValue }
    }
}
