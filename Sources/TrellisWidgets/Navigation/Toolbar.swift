@_spi(TrellisExtension) import TrellisCore

/// The content of one `.toolbar`, carried up to the bar that shows it.
struct ToolbarEntry: Equatable {
    let content: AnyView
    /// The `.toolbar` that wrote it, and how many times its body has run: the
    /// content holds actions, which cannot be compared, so an entry is new
    /// exactly when its modifier made it again. Collected again unchanged, it
    /// is equal, so bars that pass it on settle.
    let source: ObjectIdentifier
    let version: Int

    static func == (lhs: ToolbarEntry, rhs: ToolbarEntry) -> Bool {
        lhs.source == rhs.source && lhs.version == rhs.version
    }
}

/// Versions the entries of one `.toolbar`: a new version only when its items
/// are not the value it last sent.
///
/// Its body runs again whenever the bar around it is rebuilt, with the same
/// items; were each run a new entry, the bar's rebuild would send it again,
/// and the two would feed each other without end.
@MainActor
final class ToolbarEntryCounter {
    private var count = 0
    private var last: Any?

    func entry<Items: View>(for items: Items) -> ToolbarEntry {
        if let last, ValueEquality.areEqual(last, items) {
            return ToolbarEntry(content: AnyView(items), source: ObjectIdentifier(self), version: count)
        }
        count += 1
        last = items
        return ToolbarEntry(content: AnyView(items), source: ObjectIdentifier(self), version: count)
    }
}

/// Sends toolbar content to the window's one bar (see `WindowBarHost`).
struct ToolbarModifier<Items: View>: ViewModifier {
    let items: Items
    @State private var counter = ToolbarEntryCounter()

    func body(content: Content) -> some View {
        content
            .preference(key: ToolbarItemsKey.self, value: [counter.entry(for: items)])
            .modifier(WindowBarModifier())
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

    /// Sets the line under the window's title, as macOS shows a subtitle in the toolbar.
    public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View {
        preference(key: NavigationSubtitleKey.self, value: String(subtitle))
    }

    /// Sets the line under the window's title to the text's string.
    public func navigationSubtitle(_ subtitle: Text) -> some View {
        preference(key: NavigationSubtitleKey.self, value: subtitle.content)
    }

    /// Sets the title from a binding; editing the title in place is for iOS, so here it shows as any title.
    public func navigationTitle(_ title: Binding<String>) -> some View {
        navigationTitle(title.wrappedValue)
    }
}
