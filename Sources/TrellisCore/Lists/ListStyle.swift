/// How a `List` spaces, separates and highlights its rows; set with `.listStyle(_:)`.
///
/// The iOS styles are mapped to their nearest desktop look: `.grouped` and
/// `.insetGrouped` draw as `.inset` does.
public protocol ListStyle: Sendable {
    /// The rows' look under this style.
    var _appearance: _ListStyleAppearance { get }
}

/// The rows' look a `ListStyle` stands for.
public struct _ListStyleAppearance: Sendable, Equatable {
    let rowInsets: EdgeInsets
    let hasSeparators: Bool
    let alternatesRows: Bool
    let highlightsFullWidth: Bool
}

/// The platform's list look: on the desktop, `.inset`.
public struct DefaultListStyle: ListStyle {
    /// The default style.
    public init() {}
    /// Rows padded, separated, with a rounded selection bar.
    public var _appearance: _ListStyleAppearance { InsetListStyle()._appearance }
}

/// Rows edge to edge, with separators and a selection bar the width of the list.
public struct PlainListStyle: ListStyle {
    /// The plain style.
    public init() {}
    /// Rows padded, separated, highlighted edge to edge.
    public var _appearance: _ListStyleAppearance {
        _ListStyleAppearance(rowInsets: EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16),
                             hasSeparators: true, alternatesRows: false, highlightsFullWidth: true)
    }
}

/// Rows inset from the list's edges, with a rounded selection bar.
public struct InsetListStyle: ListStyle {
    /// The inset style.
    public init() {}
    /// Rows padded, separated, with a rounded selection bar.
    public var _appearance: _ListStyleAppearance {
        _ListStyleAppearance(rowInsets: EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16),
                             hasSeparators: true, alternatesRows: false, highlightsFullWidth: false)
    }
}

/// A source list: tight rows without separators, as a window's sidebar has.
public struct SidebarListStyle: ListStyle {
    /// The sidebar style.
    public init() {}
    /// Tight rows, no separators, a rounded selection bar.
    public var _appearance: _ListStyleAppearance {
        _ListStyleAppearance(rowInsets: EdgeInsets(top: 4, leading: 14, bottom: 4, trailing: 14),
                             hasSeparators: false, alternatesRows: false, highlightsFullWidth: false)
    }
}

/// iOS's grouped list; on the desktop, drawn as `.inset`.
public struct GroupedListStyle: ListStyle {
    /// The grouped style.
    public init() {}
    /// As `.inset`.
    public var _appearance: _ListStyleAppearance { InsetListStyle()._appearance }
}

/// iOS's inset grouped list; on the desktop, drawn as `.inset`.
public struct InsetGroupedListStyle: ListStyle {
    /// The inset grouped style.
    public init() {}
    /// As `.inset`.
    public var _appearance: _ListStyleAppearance { InsetListStyle()._appearance }
}

/// macOS's bordered list: rows without separators, optionally striped.
public struct BorderedListStyle: ListStyle {
    let alternatesRowBackgrounds: Bool

    /// The bordered style; `alternatesRowBackgrounds` stripes the rows.
    public init(alternatesRowBackgrounds: Bool = false) {
        self.alternatesRowBackgrounds = alternatesRowBackgrounds
    }

    /// Tight rows, no separators, highlighted edge to edge.
    public var _appearance: _ListStyleAppearance {
        _ListStyleAppearance(rowInsets: EdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10),
                             hasSeparators: false, alternatesRows: alternatesRowBackgrounds, highlightsFullWidth: true)
    }
}

extension ListStyle where Self == DefaultListStyle {
    /// The platform's list look.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// Rows edge to edge.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// Rows inset from the edges.
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// A sidebar's source list.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// iOS's grouped list, drawn as `.inset`.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// iOS's inset grouped list, drawn as `.inset`.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == BorderedListStyle {
    /// macOS's bordered list.
    public static var bordered: BorderedListStyle { BorderedListStyle() }

    /// macOS's bordered list, striped when `alternatesRowBackgrounds`.
    public static func bordered(alternatesRowBackgrounds: Bool) -> BorderedListStyle {
        BorderedListStyle(alternatesRowBackgrounds: alternatesRowBackgrounds)
    }
}

private struct ListStyleKey: EnvironmentKey {
    static var defaultValue: _ListStyleAppearance { InsetListStyle()._appearance }
}

private struct AlternatingRowsKey: EnvironmentKey {
    static var defaultValue: AlternatingRowBackgroundBehavior { .automatic }
}

extension EnvironmentValues {
    /// The look of lists below, from `.listStyle(_:)`.
    package var listStyleAppearance: _ListStyleAppearance {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }

    /// Whether lists and tables below stripe their rows, from `.alternatingRowBackgrounds(_:)`.
    var alternatingRowBackgrounds: AlternatingRowBackgroundBehavior {
        get { self[AlternatingRowsKey.self] }
        set { self[AlternatingRowsKey.self] = newValue }
    }
}

/// Whether lists and tables stripe their rows.
public struct AlternatingRowBackgroundBehavior: Hashable, Sendable {
    private enum Choice: Hashable, Sendable { case automatic, enabled, disabled }
    private let choice: Choice

    /// As the view does by default: tables stripe, lists do not.
    public static let automatic = AlternatingRowBackgroundBehavior(choice: .automatic)
    /// Stripes the rows.
    public static let enabled = AlternatingRowBackgroundBehavior(choice: .enabled)
    /// Does not stripe the rows.
    public static let disabled = AlternatingRowBackgroundBehavior(choice: .disabled)

    /// Whether a view that stripes by default (`byDefault`) should stripe.
    func resolve(byDefault: Bool) -> Bool {
        switch choice {
        case .automatic: byDefault
        case .enabled: true
        case .disabled: false
        }
    }
}

extension View {
    /// Sets how the lists in this view draw their rows.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\.listStyleAppearance, style._appearance)
    }

    /// Turns alternating row backgrounds on or off for the lists and tables in this view.
    public func alternatingRowBackgrounds(_ behavior: AlternatingRowBackgroundBehavior = .enabled) -> some View {
        environment(\.alternatingRowBackgrounds, behavior)
    }
}
