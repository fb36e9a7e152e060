@_spi(TrellisExtension) import TrellisCore

/// What a stack sends to the window's bar: the top screen's title, toolbar and
/// search field, and a back button titled with the screen below (else the back
/// button of a stack inside the top screen). Escape and Alt+Left go back as the button does.
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
        let model = model
        let back = canGoBack
            ? BackButtonEntry(title: below.flatMap { $0.isEmpty ? nil : $0 } ?? "Back", owner: ObjectIdentifier(model)) { model.pop() }
            : content.innerBack
        return VStack(spacing: 0) {
            if canGoBack {
                // A focused field keeps these: Escape leaves it, Alt+Left moves its caret.
                KeyCommand(.escape, yieldsToTextField: true) { model.pop() }
                KeyCommand(.leftArrow, modifiers: .option, yieldsToTextField: true) { model.pop() }
            }
        }
        // Only the top screen's contributions leave the stack.
        .preference(key: NavigationTitleKey.self, value: content.title)
        .preference(key: NavigationSubtitleKey.self, value: content.subtitle)
        .preference(key: ToolbarItemsKey.self, value: content.toolbar)
        .preference(key: SearchFieldKey.self, value: content.search)
        .preference(key: BackButtonKey.self, value: back)
        .preference(key: NavigationBarVisibilityKey.self, value: content.visibility)
    }
}
