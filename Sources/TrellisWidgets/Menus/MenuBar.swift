@_spi(TrellisExtension) import TrellisCore

/// A window's menu bar, drawn at its top as GTK apps without a global menu
/// draw theirs: a row of titles, each opening a menu below it.
///
/// A click opens a menu; while one is open, Left and Right open its neighbours.
/// The keyboard side (Alt, mnemonics) is driven through `MenuBarState`, which
/// the app's window owns.
package struct MenuBar: View {
    let menus: [(title: String, content: AnyView)]
    let state: MenuBarState

    /// A bar of `menus`, whose open menu and highlight `state` keeps.
    package init(menus: [(title: String, content: AnyView)], state: MenuBarState) {
        self.menus = menus
        self.state = state
    }

    package var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<menus.count, id: \.self) { index in
                MenuBarTitle(title: menus[index].title, index: index, content: menus[index].content, state: state)
            }
            Spacer(minLength: 0)
        }
        .padding(.horizontal, 4)
        // Titles that do not fit run past the trailing edge, where the window
        // clips them; centred, the bar would push File off the leading edge.
        // The bar asks for no width of its own, so its titles do not set how
        // narrow the window may get, as on a Mac, whose menus are not the window's.
        .frame(minWidth: 0, maxWidth: .infinity, alignment: .leading)
        // A reader finds the bar as GTK's `GtkMenuBar`: a menu bar holding one menu per title.
        .accessibilityControl(.menuBar, children: .contain)
        .background(Color.menuBackground)
        .overlay(alignment: .bottom) { Color.fieldBorder.frame(height: 1) }
    }
}

/// One title of the bar, with its menu presented below it while open.
struct MenuBarTitle: View {
    let title: String
    let index: Int
    let content: AnyView
    let state: MenuBarState

    var body: some View {
        let isOpen = state.openIndex == index
        let isLit = isOpen || state.highlightedIndex == index
        let state = self.state, index = self.index, content = self.content
        var presentation = PresentationModifier(
            isPresented: isOpen, identity: nil, setDismissed: { state.dismiss(index) }, onDismiss: nil,
            style: .menu(beside: false), content: { MenuCard(content: content) })
        // A reader finds each title's items while its menu is closed, as in GTK's menu bar.
        presentation.listsItemsWhileClosed = true
        // Not a focusable button: a click on the bar leaves focus where it was,
        // so the Edit menu's items reach the field that had it, and Tab skips the bar.
        let title = ModifiedContent(content: label(lit: isLit), modifier: InteractionModifier { interaction in
            interaction.onTap = { _ in state.open(index) }
            // Named by its title as a menu item is; the anchor makes it a `menu` holding
            // the items (`GtkMenuItemAccessible` with a submenu), and "press" opens it.
            interaction.accessibility = { ControlAccessibility(role: .menuItem, expanded: isOpen) }
        })
        return ModifiedContent(content: title, modifier: presentation)
    }

    /// The title, lit while its menu is open or the keyboard is on it. Its
    /// mnemonic (see `MenuBarState.mnemonicOffsets`) is underlined while the keyboard drives the bar.
    private func label(lit: Bool) -> some View {
        let offsets = state.mnemonicOffsets
        let offset = offsets.indices.contains(index) ? offsets[index] : nil
        return ModifiedContent(content: Text(title),
                               modifier: MnemonicUnderline(letterOffset: offset, isShown: state.showsMnemonics))
            // A title is never broken over two lines: a Mac's menu bar and GTK's are one row of titles.
            .fixedSize()
            .padding(.horizontal, 8)
            .padding(.vertical, 4)
            .background(lit ? Color.accentColor.opacity(0.25) : Color.clear)
    }
}
