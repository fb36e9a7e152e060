@_spi(TrellisExtension) import TrellisCore

/// A view that says why there is nothing to show: an empty list, a search
/// without results, a selection not made yet.
///
/// As on macOS 14, it fills the space it is offered and centres a large grey
/// icon above a bold title, a grey description and any actions.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// A placeholder built from a label, a description and actions.
    public init(@ViewBuilder label: () -> Label,
                @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    /// The label, the description and the actions, centred in the space offered.
    public var body: some View {
        VStack(spacing: 12) {
            label.labelStyle(UnavailableLabelStyle())
            description
                .font(.body)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
            actions
        }
        .padding(20)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// The icon above the title, as a placeholder shows them.
private struct UnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 10) {
            configuration.icon
                .font(.system(size: 40))
                .foregroundStyle(.secondary)
            configuration.title
                .font(.title2.bold())
                .multilineTextAlignment(.center)
        }
    }
}

extension ContentUnavailableView where Label == TrellisWidgets.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// A placeholder with a title, a symbol and an optional description.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { TrellisWidgets.Label(title.resolved, systemImage: name) }, description: { description })
    }

    /// A placeholder with a title, a picture from the assets folder and an optional description.
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { TrellisWidgets.Label(title.resolved, image: name) }, description: { description })
    }

    /// A placeholder with a title string, a symbol and an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { TrellisWidgets.Label(title, systemImage: name) }, description: { description })
    }

    /// A placeholder with a title string, a picture and an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self.init(label: { TrellisWidgets.Label(title, image: name) }, description: { description })
    }
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label,
    Description == SearchUnavailableContent.Description, Actions == SearchUnavailableContent.Actions {
    /// "No Results", quoting the text of the enclosing `.searchable` field when it has one.
    public static var search: ContentUnavailableView<Label, Description, Actions> {
        ContentUnavailableView(label: { SearchUnavailableContent.Label(query: nil) },
                               description: { SearchUnavailableContent.Description() },
                               actions: { SearchUnavailableContent.Actions() })
    }

    /// "No Results for" `text`, quoted.
    public static func search(text: String) -> ContentUnavailableView<Label, Description, Actions> {
        ContentUnavailableView(label: { SearchUnavailableContent.Label(query: text) },
                               description: { SearchUnavailableContent.Description() },
                               actions: { SearchUnavailableContent.Actions() })
    }
}

/// The parts of `ContentUnavailableView.search`; SwiftUI makes them, not you.
public struct SearchUnavailableContent {
    /// The magnifying glass and "No Results", with the query when there is one.
    public struct Label: View {
        /// The query given to `search(text:)`; nil reads the enclosing search field.
        let query: String?
        @Environment(\.searchQuery) private var fieldQuery

        /// The label, as a title-and-icon `Label`.
        public var body: some View {
            let text = query ?? fieldQuery?.wrappedValue ?? ""
            return TrellisWidgets.Label(text.isEmpty ? "No Results" : "No Results for \u{201C}\(text)\u{201D}",
                                     systemImage: "magnifyingglass")
        }
    }

    /// "Check the spelling or try a new search."
    public struct Description: View {
        /// The sentence, as a `Text`.
        public var body: some View { Text("Check the spelling or try a new search.") }
    }

    /// No actions.
    public struct Actions: View {
        /// Nothing.
        public var body: some View { EmptyView() }
    }
}
