@_spi(TrellisExtension) import TrellisCore

/// A picker inside a menu, as on a Mac: a submenu titled with the picker's
/// label whose rows are the options, the chosen one ticked. Choosing a row
/// sets the selection and closes every open menu, as a menu button does.
struct MenuPickerSubmenu<Label: View, SelectionValue: Hashable, Content: View>: View {
    @Binding var selection: SelectionValue
    let label: Label
    let content: Content

    var body: some View {
        Menu {
            MenuPickerOptions(selection: $selection, content: content)
        } label: {
            label
        }
    }
}

/// The options of a picker as menu rows: each a tappable row, indented for the tick the chosen one shows.
struct MenuPickerOptions<SelectionValue: Hashable, Content: View>: View {
    @Binding var selection: SelectionValue
    let content: Content
    /// Read inside the submenu's card, so it closes the menus it was opened from too.
    @Environment(\.buttonDismissal) private var dismissal
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let binding = $selection, dismissal = dismissal
        let rows = MenuOptionRows.make(content, leading: MenuCheckmarkLayout.indent, selection: AnyHashable(selection)) { tag in
            if let value = tag?.base as? SelectionValue { binding.wrappedValue = value }
            dismissal()
        }
        return ModifiedContent(content: rows,
                               modifier: MenuCheckmarkModifier(selection: AnyHashable(selection),
                                                               color: Color.primary.resolve(in: colorScheme)))
    }
}

/// Ticks the row whose tag is the selection.
struct MenuCheckmarkModifier: WrappingModifier {
    // Made and read on the main actor only; `nonisolated` because Equatable's `==` is, and AnyHashable is not Sendable.
    nonisolated(unsafe) let selection: AnyHashable
    let color: RGBA

    package func makeWrapper() -> MenuCheckmarkLayout { MenuCheckmarkLayout(selection: selection, color: color) }

    package func configure(_ wrapper: MenuCheckmarkLayout) {
        wrapper.selection = selection
        wrapper.color = color
    }
}

/// A menu row that draws a tick in its leading margin when its option is the selection.
@MainActor
package final class MenuCheckmarkLayout: WrapperLayout {
    /// The leading space a row leaves for the tick.
    static let indent = 28.0
    var selection: AnyHashable { didSet { if selection != oldValue { paintDidChange() } } }
    var color: RGBA { didSet { if color != oldValue { paintDidChange() } } }
    private let tickID = GraphicID.next()

    init(selection: AnyHashable, color: RGBA) {
        self.selection = selection
        self.color = color
        super.init()
    }

    /// Whether this row's option is the chosen one.
    var isChecked: Bool { TagLayout.first(in: self) == selection }

    override package func appendGraphics(to list: inout DisplayList) {
        super.appendGraphics(to: &list)
        guard isChecked else { return }
        let box = Rect(x: frame.x + 10, y: frame.y + (frame.height - 10) / 2, width: 12, height: 10)
        let tick = Path { path in
            path.move(to: CGPoint(x: 1, y: 5))
            path.addLine(to: CGPoint(x: 4.5, y: 8.5))
            path.addLine(to: CGPoint(x: 11, y: 1))
        }
        list.append(Graphic(id: tickID, content: .shape(tick, .stroke(color, lineWidth: 1.8)), frame: box, version: 0,
                            clip: nil, opacity: 1))
    }
}
