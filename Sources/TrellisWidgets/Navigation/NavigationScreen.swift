@_spi(TrellisExtension) import TrellisCore

/// One screen of a stack: it reports what its content asks the bar to show and
/// keeps those preferences from the views outside, takes input only while on
/// top, and lets a pushed screen's `dismiss` pop it.
struct NavigationScreen<Content: View>: View {
    let model: NavigationStackModel
    let id: NavigationScreenID
    let isTop: Bool
    let content: Content

    init(model: NavigationStackModel, id: NavigationScreenID, isTop: Bool, @ViewBuilder content: () -> Content) {
        self.model = model
        self.id = id
        self.isTop = isTop
        self.content = content()
    }

    var body: some View {
        let model = model, id = id
        return content
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .onPreferenceChange(NavigationTitleKey.self) { title in model.updateBar(of: id) { $0.title = title } }
            .onPreferenceChange(ToolbarItemsKey.self) { items in model.updateBar(of: id) { $0.toolbar = items } }
            .onPreferenceChange(SearchFieldKey.self) { search in model.updateBar(of: id) { $0.search = search } }
            .onPreferenceChange(BackButtonHiddenKey.self) { hidden in model.updateBar(of: id) { $0.backButtonHidden = hidden } }
            .onPreferenceChange(NavigationBarVisibilityKey.self) { shown in model.updateBar(of: id) { $0.visibility = shown } }
            .onPreferenceChange(NavigationSubtitleKey.self) { subtitle in model.updateBar(of: id) { $0.subtitle = subtitle } }
            .onPreferenceChange(BackButtonKey.self) { back in model.updateBar(of: id) { $0.innerBack = back } }
            .preferenceBarrier(NavigationTitleKey.self, NavigationSubtitleKey.self, ToolbarItemsKey.self, SearchFieldKey.self,
                               BackButtonHiddenKey.self, NavigationBarVisibilityKey.self, BackButtonKey.self)
            .environment(\.isInNavigationBar, true)
            .modifier(PushedScreenEnvironment(model: model, id: id))
            // Covered screens keep their state but take no clicks, keys or shortcuts.
            .allowsHitTesting(isTop)
            .onDisappear { model.forgetBar(of: id) }
    }
}

/// Gives a pushed screen the `dismiss` that pops it; the root keeps the one it was given.
private struct PushedScreenEnvironment: ViewModifier {
    let model: NavigationStackModel
    let id: NavigationScreenID

    func body(content: Content) -> some View {
        if id == .root {
            content
        } else {
            let model = model, id = id
            content
                .environment(\.dismiss, DismissAction(for: model) { model.pop(screen: id) })
                .environment(\.isPresented, true)
        }
    }
}

/// The content of a pushed screen: the destination for its value, or the view it was pushed as.
struct NavigationDestinationScreen: View {
    let model: NavigationStackModel
    let id: NavigationScreenID

    var body: some View {
        switch id {
        case .value(_, let value):
            if let destination = model.destination(for: value) {
                destination
            } else {
                MissingDestination(value: value)
            }
        case .view(let serial):
            model.content(of: serial) ?? AnyView(EmptyView())
        case .root:
            EmptyView()
        }
    }
}

/// What a value with no `navigationDestination(for:)` shows, with a warning.
private struct MissingDestination: View {
    let value: AnyHashable

    var body: some View {
        let typeName = String(describing: type(of: value.base))
        Diagnostics.warnOnce("navigationDestination.missing.\(typeName)",
                             "NavigationStack: no navigationDestination(for: \(typeName).self) for a pushed value; showing a placeholder")
        return VStack(spacing: 8) {
            Image(systemName: "exclamationmark.triangle")
            Text("No destination for \(typeName)")
                .foregroundColor(.secondary)
        }
    }
}
