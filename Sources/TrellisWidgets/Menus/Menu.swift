@_spi(TrellisExtension) import TrellisCore

/// A button that opens a menu of the buttons, dividers, sections and nested
/// menus `content` builds.
///
/// The menu opens below the button, kept inside the window, and scrolls when
/// it is taller than the window. Up and Down move through its items, Enter
/// chooses, Right opens a submenu and Left closes it, Escape or a click
/// outside closes the menu. Choosing an item closes every open menu.
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    @State private var isOpen = false
    @Environment(\.menuDepth) private var depth

    /// A menu of `content`, opened by a button showing `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// A button outside menus; inside one, a row that opens a submenu beside it.
    public var body: some View {
        let opened = $isOpen, content = self.content
        let isSubmenu = depth > 0
        var presentation = PresentationModifier(
            isPresented: isOpen, identity: nil, setDismissed: { opened.wrappedValue = false }, onDismiss: nil,
            style: .menu(beside: isSubmenu), content: { MenuCard(content: content) })
        // A reader finds the items while the menu is closed, as GTK's menu buttons have them.
        presentation.listsItemsWhileClosed = true
        return ModifiedContent(content: MenuButton(label: label, isSubmenu: isSubmenu) { opened.wrappedValue = true },
                               modifier: presentation)
    }
}

extension Menu where Label == Text {
    /// A menu titled `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A menu titled with the text of `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
}

/// What opens a menu: a button with a chevron, or in a menu a row with an arrow.
struct MenuButton<Label: View>: View {
    let label: Label
    let isSubmenu: Bool
    let open: @MainActor () -> Void
    @Environment(\.menuIndicatorVisibility) private var indicator

    var body: some View {
        if isSubmenu {
            ModifiedContent(
                content: Button(action: open) {
                    HStack(spacing: 4) {
                        label
                        Spacer(minLength: 16)
                        Image(systemName: "chevron.right").font(.caption)
                    }
                }
                // Opening a submenu keeps the menus it opens from.
                .environment(\.buttonDismissal, DismissAction()),
                modifier: SubmenuRowModifier())
        } else {
            Button(action: open) {
                HStack(spacing: 4) {
                    label
                    if indicator != .hidden { Image(systemName: "chevron.down").font(.caption) }
                }
            }
        }
    }
}

/// Marks the row that opens a submenu, so Right opens it.
struct SubmenuRowModifier: WrappingModifier {
    package func makeWrapper() -> SubmenuRowLayout { SubmenuRowLayout() }
    package func configure(_ wrapper: SubmenuRowLayout) {}
}

/// A menu row that opens a submenu.
@MainActor
package final class SubmenuRowLayout: WrapperLayout {
    /// Whether `node` is (inside) a submenu row of the menu it is in.
    static func encloses(_ node: LayoutNode) -> Bool {
        var current: LayoutNode? = node
        while let candidate = current, !(candidate is PresentationLayout) {
            if candidate is SubmenuRowLayout { return true }
            current = candidate.parent
        }
        return false
    }
}

/// The card a menu's items sit on: a column that scrolls when the window is too short for it.
struct MenuCard<Content: View>: View {
    let content: Content

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                content
            }
            // A menu's section titles are small and secondary, even in a menu opened from a lazy stack.
            .environment(\.plainSectionViews, false)
            .padding(.vertical, 4)
        }
        .frame(minWidth: 160)
        .background(RoundedRectangle(cornerRadius: 6).fill(Color.menuBackground))
        .overlay(RoundedRectangle(cornerRadius: 6).stroke(Color.fieldBorder))
        .transition(.opacity)
    }
}
