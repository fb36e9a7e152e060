/// A displayable that responds to input through its `interaction`, and draws
/// a focus ring around itself while it has keyboard focus.
@MainActor
package final class GestureLayout: WrapperLayout {
    private let ringID = GraphicID.next()

    override package init() {
        super.init()
        let interaction = Interaction()
        interaction.layout = self
        self.interaction = interaction
    }

    override package func appendGraphics(to list: inout DisplayList) {
        super.appendGraphics(to: &list)
        appendFocusRing(to: &list, id: ringID)
    }
}

extension LayoutNode {
    /// Draws the focus ring just outside the frame while this displayable has focus.
    package func appendFocusRing(to list: inout DisplayList, id: GraphicID) {
        guard interaction?.isFocused == true, interaction?.isFocusable == true else { return }
        let ring = Rect(x: frame.x - 3, y: frame.y - 3, width: frame.width + 6, height: frame.height + 6)
        list.append(Graphic(id: id, content: .border(RGBA(r: 0, g: 122, b: 255, a: 160), width: 2),
                            frame: ring, version: 0, clip: nil, opacity: 1))
    }
}
