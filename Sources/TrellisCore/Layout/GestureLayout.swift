/// A displayable that responds to input through its `interaction`, and draws
/// a focus ring around itself while it has keyboard focus.
@MainActor
package final class GestureLayout: WrapperLayout {
    override package var canBeMovedWithoutPlacing: Bool { true }

    override package var sizesAsContent: Bool { true }

    /// A control is what its interaction says it is.
    override package func accessibilityElement() -> AccessibilityNode? {
        interaction?.accessibilityNode(inMenu: isInsideMenu)
    }

    private let ringID = GraphicID.next()
    private let highlightID = GraphicID.next()

    override package init() {
        super.init()
        interaction = Interaction()
    }

    override package func appendGraphics(to list: inout DisplayList) {
        // A menu marks its focused item as a Mac's does, with a wash behind it rather than a ring.
        let inMenu = interaction?.isFocused == true && isInsideMenu
        if inMenu {
            list.append(Graphic(id: highlightID, content: .shape(Path { $0.addRoundedRect(in: Rect(origin: .zero, size: frame.size), cornerRadius: 4) },
                                                                 .fill(RGBA(r: 0, g: 122, b: 255, a: 64))),
                                frame: frame, version: 0, clip: nil, opacity: 1))
        }
        super.appendGraphics(to: &list)
        if !inMenu { appendFocusRing(to: &list, id: ringID) }
    }

    /// Whether this displayable is an item of an open menu.
    private var isInsideMenu: Bool {
        var current = parent
        while let node = current {
            if let presentation = node as? PresentationLayout { return presentation.placement.isMenu }
            current = node.parent
        }
        return false
    }
}

extension LayoutNode {
    /// Draws the focus ring just outside the frame while this displayable has focus.
    package func appendFocusRing(to list: inout DisplayList, id: GraphicID) {
        guard interaction?.isFocused == true, interaction?.isFocusable == true,
              interaction?.drawsFocusRing == true, interaction?.showsFocusRing == true else { return }
        let ring = Rect(x: frame.x - 3, y: frame.y - 3, width: frame.width + 6, height: frame.height + 6)
        list.append(Graphic(id: id, content: .border(RGBA(r: 0, g: 122, b: 255, a: 160), width: 2),
                            frame: ring, version: 0, clip: nil, opacity: 1))
    }
}
