/// A label in the default style: the icon before the title, or, in a window's
/// toolbar, the icon alone with the title as its tooltip, as a Mac's toolbar
/// shows labels unless asked for `.labelStyle(.titleAndIcon)`.
struct DefaultLabel: View {
    let configuration: LabelStyleConfiguration
    @Environment(\.isInToolbar) private var isInToolbar

    var body: some View {
        if isInToolbar {
            configuration.icon.modifier(HelpModifier(tip: configuration.title))
        } else {
            TitleAndIconLabelStyle().makeBody(configuration: configuration)
        }
    }
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
