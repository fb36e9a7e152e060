@_spi(TrellisExtension) import TrellisCore

/// What a screen asks its stack's bar to show, gathered from the preferences
/// written inside the screen.
struct NavigationBarContent: Equatable {
    var title: String?
    var subtitle: String?
    var toolbar: [ToolbarEntry] = []
    var search: SearchFieldEntry?
    var backButtonHidden = false
    var visibility = Visibility.automatic
    /// The back button of a stack inside the screen (a split view's column
    /// holding a `NavigationStack`), shown while this stack has none of its own.
    var innerBack: BackButtonEntry?
}

/// The `.toolbar` contents written in a screen, outermost first.
struct ToolbarItemsKey: PreferenceKey {
    static var defaultValue: [ToolbarEntry] { [] }
    static func reduce(value: inout [ToolbarEntry], nextValue: () -> [ToolbarEntry]) {
        value += nextValue()
    }
}

/// The `.searchable` field of a screen; the outermost wins.
struct SearchFieldKey: PreferenceKey {
    static var defaultValue: SearchFieldEntry? { nil }
    static func reduce(value: inout SearchFieldEntry?, nextValue: () -> SearchFieldEntry?) {
        value = value ?? nextValue()
    }
}

/// Whether a screen hides the back button (`.navigationBarBackButtonHidden`).
struct BackButtonHiddenKey: PreferenceKey {
    static var defaultValue: Bool { false }
    static func reduce(value: inout Bool, nextValue: () -> Bool) {
        value = value || nextValue()
    }
}

/// Whether a screen hides the bar (`.toolbar(.hidden)`, `.navigationBarHidden(true)`).
struct NavigationBarVisibilityKey: PreferenceKey {
    static var defaultValue: Visibility { .automatic }
    static func reduce(value: inout Visibility, nextValue: () -> Visibility) {
        if value == .automatic { value = nextValue() }
    }
}
