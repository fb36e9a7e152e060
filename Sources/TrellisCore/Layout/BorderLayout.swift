/// Draws an outline inside the frame of its one displayable, on top of it.
@MainActor
package final class BorderLayout: WrapperLayout {
    override package var canBeMovedWithoutPlacing: Bool { true }

    override package var sizesAsContent: Bool { true }

    package var color: RGBA { didSet { if color != oldValue { paintDidChange() } } }
    package var width: Double { didSet { if width != oldValue { paintDidChange() } } }

    package init(color: RGBA, width: Double) {
        self.color = color
        self.width = width
    }

    override package func appendGraphics(to list: inout DisplayList) {
        super.appendGraphics(to: &list)
        list.append(Graphic(id: graphicID, content: .border(color, width: width), frame: frame,
                            version: contentVersion, clip: nil, opacity: 1))
    }
}
