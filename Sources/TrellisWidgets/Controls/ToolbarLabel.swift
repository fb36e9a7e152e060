@_spi(TrellisExtension) import TrellisCore

/// A label in the default style: the icon before the title, or, in a window's
/// toolbar, the icon alone with the title as its tooltip and its accessible
/// name, as a Mac's toolbar shows labels unless asked for `.labelStyle(.titleAndIcon)`.
struct DefaultLabel: View {
    let configuration: LabelStyleConfiguration
    @Environment(\.isInToolbar) private var isInToolbar

    var body: some View {
        if isInToolbar {
            configuration.icon
                // The title is not drawn, so it is what VoiceOver would read for the button.
                .modifier(AccessibilityLabelModifier(label: configuration.title.plainText ?? ""))
                .modifier(HelpModifier(tip: configuration.title))
        } else {
            TitleAndIconLabelStyle().makeBody(configuration: configuration)
        }
    }
}

extension LabelStyleConfiguration.Title {
    /// The title's string when it is one `Text`, as `Label("New", systemImage:)` makes it.
    var plainText: String? { (content.wrapped as? Text)?.content }
}

private struct InToolbarKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether a view is one of the items of a window's toolbar, where labels show their icons only.
    var isInToolbar: Bool {
        get { self[InToolbarKey.self] }
        set { self[InToolbarKey.self] = newValue }
    }
}
