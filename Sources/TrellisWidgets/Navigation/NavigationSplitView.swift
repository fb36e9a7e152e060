@_spi(TrellisExtension) import TrellisCore

import Foundation

/// Columns side by side, the main layout of a desktop tool: a sidebar, an
/// optional middle column, and the detail, with 1-px dividers that can be
/// dragged within each column's widths.
///
/// Each column is a navigation stack of its own. As on a Mac, their titles,
/// toolbars and search fields go to one bar above all the columns (see
/// `WindowBarHost`); the title is the detail's, else the middle column's, else the sidebar's. A
/// `List(selection:)` in the sidebar drives the detail through the selection it writes.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    private let columnVisibility: Binding<NavigationSplitViewVisibility>?
    private let sidebar: Sidebar
    private let content: Content
    private let detail: Detail
    private let hasMiddleColumn: Bool
    @State private var model = SplitViewModel()
    /// The visibility when no binding is given, so the sidebar can still be toggled.
    @State private var ownVisibility = NavigationSplitViewVisibility.automatic

    /// Three columns, with the sidebar's visibility bound to `columnVisibility`.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.columnVisibility = columnVisibility
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        hasMiddleColumn = true
    }

    /// Three columns: sidebar, content and detail.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.columnVisibility = nil
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        hasMiddleColumn = true
    }

    /// A sidebar and a detail, with the sidebar's visibility bound to `columnVisibility`.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) where Content == EmptyView {
        self.columnVisibility = columnVisibility
        self.sidebar = sidebar()
        content = EmptyView()
        self.detail = detail()
        hasMiddleColumn = false
    }

    /// A sidebar and a detail.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView {
        self.columnVisibility = nil
        self.sidebar = sidebar()
        content = EmptyView()
        self.detail = detail()
        hasMiddleColumn = false
    }

    /// The columns the visibility shows, with a divider after each but the detail.
    public var body: some View {
        let visibility = columnVisibility?.wrappedValue ?? ownVisibility
        let showsSidebar = visibility != .detailOnly && !(hasMiddleColumn && visibility == .doubleColumn)
        let showsMiddle = hasMiddleColumn && visibility != .detailOnly
        let model = model
        return HStack(spacing: 0) {
            if showsSidebar {
                SplitColumn(model: model, index: 0) { sidebar }
                    .frame(width: model.width(of: 0))
                    .background(Color.barBackground)
                SplitDivider(model: model, column: 0)
            }
            if showsMiddle {
                SplitColumn(model: model, index: 1) { content }
                    .frame(width: model.width(of: 1))
                SplitDivider(model: model, column: 1)
            }
            SplitColumn(model: model, index: 2) { detail }
                .frame(minWidth: SplitViewModel.detailMinimum, maxWidth: .infinity, maxHeight: .infinity)
        }
        .modifier(SplitTitle(model: model))
        // View ▸ Toggle Sidebar (`SidebarCommands`) sends this chord to the key window.
        .background(KeyCommand(SidebarToggle.key, modifiers: SidebarToggle.modifiers) { toggleSidebar(from: visibility) })
        .preference(key: SidebarShownKey.self, value: showsSidebar)
        .modifier(WindowBarModifier())
    }

    /// Hides a shown sidebar, or shows a hidden one, through the binding when there is one.
    private func toggleSidebar(from visibility: NavigationSplitViewVisibility) {
        let hidden = visibility == .detailOnly || (hasMiddleColumn && visibility == .doubleColumn)
        let next: NavigationSplitViewVisibility = hidden ? .all : (hasMiddleColumn ? .doubleColumn : .detailOnly)
        if let columnVisibility { columnVisibility.wrappedValue = next } else { ownVisibility = next }
    }
}

/// The chord that shows or hides the key window's sidebar: macOS's ⌃⌘S, where
/// Control and Command are both Ctrl on Linux, so Alt stands in for Command's
/// second key rather than clashing with Save.
package enum SidebarToggle {
    /// The letter.
    package static let key: KeyEquivalent = "s"
    /// Ctrl and Alt.
    package static let modifiers: KeyModifiers = [.control, .option]
}

/// One column: a stack of its own, whose title and asked-for width the split view reads.
private struct SplitColumn<Column: View>: View {
    let model: SplitViewModel
    let index: Int
    let column: Column
    @Environment(\.sidebarSearchField) private var sidebarSearch

    init(model: SplitViewModel, index: Int, @ViewBuilder column: () -> Column) {
        self.model = model
        self.index = index
        self.column = column()
    }

    var body: some View {
        let model = model, index = index
        return VStack(spacing: 0) {
            // `.searchable(placement: .sidebar)`: a Mac keeps the field at the top of the sidebar.
            if index == 0, let sidebarSearch {
                SearchField(entry: sidebarSearch).padding(8)
            }
            NavigationStack { column }
        }
            // Tab goes through a column as a whole, and F6 moves between columns.
            .focusSection()
            .environment(\.isInSplitViewSidebar, index < 2)
            // As on a Mac, a list in the sidebar is a source list unless it asks for another style.
            .transformEnvironment(\.listStyleAppearance) { if index == 0 { $0 = SidebarListStyle()._appearance } }
            .onPreferenceChange(NavigationTitleKey.self) { model.setTitle($0, of: index) }
            .onPreferenceChange(SplitColumnWidthKey.self) { model.setAskedWidth($0, of: index) }
            .preferenceBarrier(NavigationTitleKey.self, SplitColumnWidthKey.self)
    }
}

/// Passes up one title for the window: the detail's, else the middle column's, else the sidebar's.
private struct SplitTitle: ViewModifier {
    let model: SplitViewModel

    func body(content: Content) -> some View {
        content.preference(key: NavigationTitleKey.self, value: model.windowTitle)
    }
}

private struct SplitViewSidebarKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether a view is in a split view's sidebar or middle column, where links to values are selectable rows.
    var isInSplitViewSidebar: Bool {
        get { self[SplitViewSidebarKey.self] }
        set { self[SplitViewSidebarKey.self] = newValue }
    }
}
