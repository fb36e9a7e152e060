/// A stack's bar: the top screen's title, toolbar and search field, and a back
/// button titled with the screen below. Escape and Alt+Left go back as the button does.
///
/// It alone reads what the screens asked for, so a title or toolbar change
/// runs this body and not the stack's.
struct NavigationBar: View {
    let model: NavigationStackModel
    /// Root first.
    let screens: [NavigationScreenID]

    var body: some View {
        let top = screens.last ?? .root
        let content = model.bars[top] ?? NavigationBarContent()
        let canGoBack = screens.count > 1 && !content.backButtonHidden
        let below = screens.count > 1 ? model.bars[screens[screens.count - 2]]?.title : nil
        let shows = content.visibility != .hidden && !content.holdsStack
            && (canGoBack || content.title?.isEmpty == false || !content.toolbar.isEmpty || content.search != nil)
        let model = model
        return VStack(spacing: 0) {
            if shows {
                ToolbarStrip(back: canGoBack ? BackButton(title: below.flatMap { $0.isEmpty ? nil : $0 } ?? "Back") { model.pop() } : nil,
                             title: content.title, items: content.toolbar, search: content.search)
                Divider()
            }
            if canGoBack {
                // A focused field keeps these: Escape leaves it, Alt+Left moves its caret.
                KeyCommand(.escape, yieldsToTextField: true) { model.pop() }
                KeyCommand(.leftArrow, modifiers: .option, yieldsToTextField: true) { model.pop() }
            }
        }
        // Only the top screen's title leaves the stack, for the window title.
        .preference(key: NavigationTitleKey.self, value: content.title)
        .preference(key: InnerStackKey.self, value: true)
    }
}
