/// The content of one `.toolbar`, carried up to the bar that shows it.
struct ToolbarEntry: Equatable {
    let content: AnyView

    /// Never equal: the content holds actions, which cannot be compared, so the
    /// bar takes every new value its screen writes.
    static func == (lhs: ToolbarEntry, rhs: ToolbarEntry) -> Bool { false }
}

private struct InNavigationBarKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether a navigation container's bar shows this view's toolbar and search
    /// field; outside one, `.toolbar` draws a bar of its own.
    var isInNavigationBar: Bool {
        get { self[InNavigationBarKey.self] }
        set { self[InNavigationBarKey.self] = newValue }
    }
}

/// Sends toolbar content to the navigation bar, or, outside any navigation
/// container, shows it in a bar of its own above the view.
struct ToolbarModifier<Items: View>: ViewModifier {
    let items: Items
    @Environment(\.isInNavigationBar) private var isInNavigationBar

    func body(content: Content) -> some View {
        if isInNavigationBar {
            content.preference(key: ToolbarItemsKey.self, value: [ToolbarEntry(content: AnyView(items))])
        } else {
            VStack(spacing: 0) {
                ToolbarStrip(items: [ToolbarEntry(content: AnyView(items))])
                Divider()
                content.frame(maxWidth: .infinity, maxHeight: .infinity)
            }
        }
    }
}

extension View {
    /// Puts `content` in the bar at the top of the window: buttons and other
    /// views, or `ToolbarItem`s and `ToolbarItemGroup`s that say where they go.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(ToolbarModifier(items: content()))
    }

    /// Shows or hides the bar at the top (`.toolbar(.hidden)`); which bar is asked for makes no difference here.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        preference(key: NavigationBarVisibilityKey.self, value: visibility)
    }

    /// Hides the bar at the top, as iOS code does.
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        preference(key: NavigationBarVisibilityKey.self, value: hidden ? .hidden : .automatic)
    }

    /// Hides the back button of a pushed screen; Escape and Alt+Left then do not go back either.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        preference(key: BackButtonHiddenKey.self, value: hidesBackButton)
    }

    /// iOS's older way to put items at the two ends of the bar.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            ToolbarItem(placement: .navigationBarLeading) { leading }
            ToolbarItem(placement: .navigationBarTrailing) { trailing }
        }
    }

    /// iOS's older way to put items at the leading end of the bar.
    public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
    }

    /// iOS's older way to put items at the trailing end of the bar.
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
    }

    /// Sets the title from a binding; editing the title in place is for iOS, so here it shows as any title.
    public func navigationTitle(_ title: Binding<String>) -> some View {
        navigationTitle(title.wrappedValue)
    }
}
