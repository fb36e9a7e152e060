@_spi(TrellisExtension) import TrellisCore

/// A picker in the `.menu` style: a button showing the chosen option that
/// opens a menu of all of them; choosing one sets the selection and closes it.
struct MenuPickerButton<SelectionValue: Hashable, Content: View>: View {
    @Binding var selection: SelectionValue
    let content: Content
    @State private var isOpen = false

    var body: some View {
        let binding = $selection, opened = $isOpen, content = self.content
        let options = MenuOptionRows.make(content, leading: 12, selection: AnyHashable(selection), opensOnChoice: true) { tag in
            if let value = tag?.base as? SelectionValue { binding.wrappedValue = value }
            opened.wrappedValue = false
        }
        var presentation = PresentationModifier(
            isPresented: isOpen, identity: nil, setDismissed: { opened.wrappedValue = false }, onDismiss: nil,
            style: .menu(beside: false), content: { MenuCard(content: options) })
        // A reader finds the options while the menu is closed, as GTK's combo box has its popup menu.
        presentation.listsItemsWhileClosed = true
        return ModifiedContent(
            content: Button { opened.wrappedValue = true } label: {
                HStack(spacing: 4) {
                    ChosenOption(selection: AnyHashable(selection), content: content)
                    Image(systemName: "chevron.down").font(.caption)
                }
            }
            // A Mac's pop-up button keeps its neutral face under `.tint`.
            .neutralTint(),
            modifier: presentation)
    }
}

/// A picker's options as rows of a menu: each fills the menu's width and, when
/// tapped (or chosen with Enter), hands over the tag of its option.
@MainActor
enum MenuOptionRows {
    /// The rows of `content`, of which the one tagged `selection` is chosen;
    /// when `opensOnChoice`, a menu that opens puts the keyboard on that row,
    /// as a Mac's pop-up button opens over its choice. To a reader each row is
    /// a radio menu item, checked when chosen, as GTK's popover menus give the
    /// items of a choice among several (`GTK_ACCESSIBLE_ROLE_MENU_ITEM_RADIO`).
    static func make<Content: View>(_ content: Content, leading: CGFloat, selection: AnyHashable, opensOnChoice: Bool = false,
                                    choose: @escaping @MainActor (AnyHashable?) -> Void) -> some View {
        ModifiedContent(
            content: content
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.leading, leading)
                .padding(.trailing, 12)
                .padding(.vertical, 4),
            modifier: InteractionModifier { interaction in
                interaction.isFocusable = true
                interaction.isButton = true
                interaction.cursor = .pointingHand
                interaction.onTap = { [unowned interaction] _ in choose(TagLayout.first(in: interaction.layout)) }
                if opensOnChoice {
                    interaction.takesFocusFirst = { [unowned interaction] in TagLayout.first(in: interaction.layout) == selection }
                } else {
                    interaction.takesFocusFirst = nil
                }
                interaction.accessibility = { [unowned interaction] in
                    ControlAccessibility(role: .radioMenuItem, checked: TagLayout.first(in: interaction.layout) == selection)
                }
            })
    }
}

extension TagLayout {
    /// The tag of the first option at or inside `node`.
    static func first(in node: LayoutNode?) -> AnyHashable? {
        guard let node else { return nil }
        if let tagged = node as? TagLayout { return tagged.tag }
        for child in node.children {
            if let tag = first(in: child) { return tag }
        }
        return nil
    }
}

/// Shows only the option whose tag is the selection: the face of a menu picker.
struct ChosenOption<Content: View>: View, PrimitiveView {
    /// Its node publishes a `ChosenOptionLayout`.
    package typealias NodeLayout = ChosenOptionLayout

    let selection: AnyHashable
    let content: Content

    package static var _displayableCount: Int? { 1 }

    package func makeNode(_ node: ViewNode) {
        let layout = ChosenOptionLayout()
        layout.selection = selection
        node.role = .container(layout)
        node.addChild(content)
        node.publish(layout)
    }

    package func updateNode(_ node: ViewNode) {
        layout(of: node)?.selection = selection
        node.children[0].update(toValue: content)
    }
}

/// Lays out and draws only the child tagged with the selection.
@MainActor
package final class ChosenOptionLayout: LayoutNode {
    var selection: AnyHashable? {
        didSet { if selection != oldValue { setNeedsLayout() } }
    }

    private var chosen: LayoutNode? {
        children.first { TagLayout.first(in: $0) == selection }
    }

    override package func measure(_ proposal: ProposedSize, in context: LayoutContext) -> Size {
        chosen?.sizeThatFits(proposal, in: context) ?? .zero
    }

    override package func placeChildren(in rect: Rect, context: LayoutContext) {
        chosen?.place(in: rect, context: context)
    }

    /// It draws the chosen option's graphics itself.
    override package var letsContentRepaintThrough: Bool { false }

    /// What it draws of its own depends on what is inside it: it draws again whenever anything inside changes.
    override package func adjustment(forRebuilding child: LayoutNode) -> ChildGraphicsAdjustment? { nil }

    override package func appendGraphics(to list: inout DisplayList) {
        chosen?.appendGraphics(to: &list)
    }

    override package var accessibilityAdjustment: AccessibilityAdjustment { .outermost }

    /// Only the chosen option is read, as only it is shown: it is the picker's value.
    override package func accessibilityElements(adjusting inner: [AccessibilityNode]) -> [AccessibilityNode] {
        chosen.map(AccessibilityTreeBuilder.elements(of:)) ?? []
    }
}
