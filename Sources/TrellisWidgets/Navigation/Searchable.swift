@_spi(TrellisExtension) import TrellisCore

/// A `.searchable` field, carried up to the bar that shows it.
struct SearchFieldEntry: Equatable {
    let text: Binding<String>
    let prompt: String
    var placement = SearchFieldPlacement.automatic

    /// Equal for the same prompt and placement: a screen's search binding keeps writing to the same text.
    static func == (lhs: SearchFieldEntry, rhs: SearchFieldEntry) -> Bool {
        lhs.prompt == rhs.prompt && lhs.placement == rhs.placement
    }
}

/// The search field in the bar; Ctrl+F puts the caret in it.
struct SearchField: View {
    let entry: SearchFieldEntry
    @FocusState private var isFocused: Bool

    var body: some View {
        HStack(spacing: 4) {
            // Reading the focus here also lets Ctrl+F's write reach `.focused`,
            // which only acts when this body runs.
            // Only a mark of what the field is for: the field itself is named by its prompt.
            Image(systemName: "magnifyingglass").foregroundColor(isFocused ? .accentColor : .secondary).accessibilityHidden(true)
            TextField(entry.prompt, text: entry.text)
                .focused($isFocused)
                .environment(\.escapeClearsField, true)
                .overlay(alignment: .trailing) { SearchFieldClearButton(text: entry.text) }
                .frame(width: 160)
            KeyCommand("f", modifiers: .control) { isFocused = true }
        }
    }
}

/// Sends a search field to the window's one bar (see `WindowBarHost`).
struct SearchableModifier: ViewModifier {
    let entry: SearchFieldEntry

    func body(content: Content) -> some View {
        // The views inside can read the query (`ContentUnavailableView.search` quotes it). The
        // binding, not its text, goes down, so a keystroke runs only the bodies that read it.
        content
            .environment(\.searchQuery, entry.text)
            .preference(key: SearchFieldKey.self, value: entry)
            .modifier(WindowBarModifier())
    }
}

private struct SearchQueryKey: EnvironmentKey {
    static var defaultValue: Binding<String>? { nil }
}

extension EnvironmentValues {
    /// The text of the nearest enclosing `.searchable` field; nil outside one.
    var searchQuery: Binding<String>? {
        get { self[SearchQueryKey.self] }
        set { self[SearchQueryKey.self] = newValue }
    }
}

/// Where a search field goes: in the window's bar, or, for `.sidebar` in a
/// split view, at the top of the sidebar, as on a Mac.
public struct SearchFieldPlacement: Hashable, Sendable {
    private let name: String
    /// The platform's choice.
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// The toolbar.
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    /// The sidebar.
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    /// The navigation bar of iOS.
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
}

extension View {
    /// Puts a search field bound to `text` in the bar at the top; Ctrl+F focuses it.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        modifier(SearchableModifier(entry: SearchFieldEntry(text: text, prompt: prompt?.content ?? "Search", placement: placement)))
    }

    /// Puts a search field bound to `text`, showing `prompt` while empty, in the bar at the top.
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        modifier(SearchableModifier(entry: SearchFieldEntry(text: text, prompt: String(prompt), placement: placement)))
    }

    /// Puts a search field bound to `text`, showing `prompt` while empty, in the bar at the top.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        modifier(SearchableModifier(entry: SearchFieldEntry(text: text, prompt: prompt.resolved, placement: placement)))
    }
}
