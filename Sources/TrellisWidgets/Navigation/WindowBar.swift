@_spi(TrellisExtension) import TrellisCore

/// A stack's back button, carried up to the bar that shows it.
struct BackButtonEntry: Equatable {
    let title: String
    /// The stack it pops.
    let owner: ObjectIdentifier
    let action: @MainActor () -> Void

    /// Equal for the same stack and title: the action always pops that stack.
    static func == (lhs: BackButtonEntry, rhs: BackButtonEntry) -> Bool {
        lhs.title == rhs.title && lhs.owner == rhs.owner
    }
}

/// The back button of a stack that can go back; a later column's (the detail's) wins over the sidebar's.
struct BackButtonKey: PreferenceKey {
    static var defaultValue: BackButtonEntry? { nil }
    static func reduce(value: inout BackButtonEntry?, nextValue: () -> BackButtonEntry?) {
        value = nextValue() ?? value
    }
}

/// The line under the title, set with `.navigationSubtitle`; the first set wins, as for titles.
struct NavigationSubtitleKey: PreferenceKey {
    static var defaultValue: String? { nil }
    static func reduce(value: inout String?, nextValue: () -> String?) {
        value = value ?? nextValue()
    }
}

/// Whether a split view inside shows its sidebar, where `.searchable(placement: .sidebar)` puts the field.
struct SidebarShownKey: PreferenceKey {
    static var defaultValue: Bool { false }
    static func reduce(value: inout Bool, nextValue: () -> Bool) {
        value = value || nextValue()
    }
}

/// What the window's one bar shows, gathered from everything inside it.
struct WindowBarContent {
    var title: String?
    var subtitle: String?
    var items: [ToolbarEntry] = []
    var search: SearchFieldEntry?
    var back: BackButtonEntry?
    var visibility = Visibility.automatic
    var hasSidebar = false
    /// Hidden with View ▸ Hide Toolbar (Ctrl+Alt+T), whatever the views ask for.
    var isHiddenByUser = false

    /// The search field when it sits at the top of the sidebar; without a sidebar
    /// it stays in the bar, as SwiftUI falls back to the automatic placement.
    var sidebarSearch: SearchFieldEntry? { search?.placement == .sidebar && hasSidebar ? search : nil }

    /// The field the bar itself shows.
    var barSearch: SearchFieldEntry? { sidebarSearch == nil ? search : nil }

    /// Whether the views ask for a bar: it has something to show and is not hidden.
    var isWanted: Bool {
        visibility != .hidden && (back != nil || title?.isEmpty == false || subtitle?.isEmpty == false
            || !items.isEmpty || barSearch != nil)
    }

    var isShown: Bool { isWanted && !isHiddenByUser }
}

/// One bar at the top of its content, as a Mac window's unified toolbar: the
/// back button, `.navigation` items and the title leading, `.principal` items
/// in the centre, the other items and the search field trailing.
///
/// Everything inside sends what it shows here: `.toolbar`, `.searchable`,
/// `.navigationTitle`, and the stacks and split views, whatever column or
/// stack they are in. So a split view with a toolbar on itself, on its columns
/// and on a stack in its detail still has one bar.
struct WindowBarHost: ViewModifier {
    @State private var bar = WindowBarContent()
    @Environment(\.windowToolbarLayout) private var layout

    func body(content: Content) -> some View {
        let bar = bar, state = $bar
        return VStack(spacing: 0) {
            if bar.isShown {
                ToolbarStrip(back: bar.back.map { BackButton(title: $0.title, action: $0.action) },
                             title: bar.title, subtitle: bar.subtitle, items: bar.items, search: bar.barSearch,
                             layout: layout)
                Divider()
            }
            // View ▸ Hide Toolbar (`ToolbarCommands`) sends this chord to the key window.
            KeyCommand(ToolbarToggle.key, modifiers: ToolbarToggle.modifiers) { state.wrappedValue.isHiddenByUser.toggle() }
            content
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .environment(\.isInNavigationBar, true)
                .environment(\.sidebarSearchField, bar.sidebarSearch)
                .onPreferenceChange(NavigationTitleKey.self) { state.wrappedValue.title = $0 }
                .onPreferenceChange(NavigationSubtitleKey.self) { state.wrappedValue.subtitle = $0 }
                .onPreferenceChange(ToolbarItemsKey.self) { state.wrappedValue.items = $0 }
                .onPreferenceChange(SearchFieldKey.self) { state.wrappedValue.search = $0 }
                .onPreferenceChange(BackButtonKey.self) { state.wrappedValue.back = $0 }
                .onPreferenceChange(NavigationBarVisibilityKey.self) { state.wrappedValue.visibility = $0 }
                .onPreferenceChange(SidebarShownKey.self) { state.wrappedValue.hasSidebar = $0 }
                // The title goes on up, for the window's title.
                .preferenceBarrier(NavigationSubtitleKey.self, ToolbarItemsKey.self, SearchFieldKey.self, BackButtonKey.self,
                                   NavigationBarVisibilityKey.self, SidebarShownKey.self)
        }
        // The menu item's title says what choosing it does: hide a shown bar, show a hidden one.
        .preference(key: WindowToolbarShownKey.self, value: bar.isWanted ? !bar.isHiddenByUser : nil)
    }
}

/// Sends a view's bar contributions to the bar of the window around it, or, when
/// nothing around gathers them, puts that one bar above the view.
struct WindowBarModifier: ViewModifier {
    @Environment(\.isInNavigationBar) private var isInNavigationBar

    func body(content: Content) -> some View {
        if isInNavigationBar {
            content
        } else {
            content.modifier(WindowBarHost())
        }
    }
}

private struct InNavigationBarKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct SidebarSearchFieldKey: EnvironmentKey {
    static var defaultValue: SearchFieldEntry? { nil }
}

extension EnvironmentValues {
    /// Whether a bar around this view gathers its toolbar, title and search
    /// field; where none does, the outermost of them shows the bar.
    var isInNavigationBar: Bool {
        get { self[InNavigationBarKey.self] }
        set { self[InNavigationBarKey.self] = newValue }
    }

    /// The `.searchable(placement: .sidebar)` field a split view's sidebar shows at its top.
    var sidebarSearchField: SearchFieldEntry? {
        get { self[SidebarSearchFieldKey.self] }
        set { self[SidebarSearchFieldKey.self] = newValue }
    }
}
