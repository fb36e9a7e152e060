/// A displayable that shows a picture at its own size, or stretched when resizable.
@MainActor
package final class ImageLayout: LayoutNode {
    // It makes no interaction of its own, so a tap on it is kept in it.
    override package var holdsTapsItself: Bool { true }

    override package var canBeMovedWithoutPlacing: Bool { true }
    /// A symbol's new tint changes only its graphic's content.
    override package var repaintsContentInPlace: Bool { true }

    /// A picture stops the pointer reaching what lies behind it.
    override package var blocksHits: Bool { true }

    package var image: ImageReference
    package var isResizable: Bool
    /// Whether a screen reader skips this picture (`Image(decorative:)`).
    package var isDecorative = false
    /// The name a screen reader reads, given with `Image(_:bundle:label:)`.
    package var accessibilityName: String?
    package init(image: ImageReference, isResizable: Bool) {
        self.image = image
        self.isResizable = isResizable
    }

    override package func measure(_ proposal: ProposedSize, in context: LayoutContext) -> Size {
        let natural = context.imageSizer.naturalSize(of: image)
        return isResizable ? proposal.replacingUnspecified(with: natural) : natural
    }

    /// A picture is an image named by its file or symbol name until
    /// `.accessibilityLabel` names it; a decorative one is not there at all.
    override package func accessibilityElement() -> AccessibilityNode? {
        if isDecorative { return nil }
        let element = image.source.accessibilityElement()
        if let accessibilityName {
            element.name = accessibilityName
            element.hasChosenLabel = true
        }
        return element
    }

    override package func appendGraphics(to list: inout DisplayList) {
        list.append(Graphic(id: graphicID, content: .image(image), frame: frame, version: contentVersion, clip: nil, opacity: 1))
    }
}
