/// Which graphics of a display list may look different from the list drawn
/// before it, as marked by the layout nodes that changed; the renderer repaints
/// only where these were and are.
package struct DisplayChanges: Sendable {
    /// Nothing is known about the list before, so every pixel is repainted.
    package var everything: Bool
    /// Graphics that may have changed, by id, with their index in this list.
    package var touched: [GraphicID: Int] = [:]
    /// Graphics that were drawn before and are no longer in this list.
    package var gone: Set<GraphicID> = []
    /// Graphics whose place in paint order changed: repainted even where they
    /// look the same, since what overlaps them may now be above or below.
    package var reordered: Set<GraphicID> = []

    /// Changes to every graphic: for a list with nothing before it.
    package static let all = DisplayChanges(everything: true)
    /// No graphic changed.
    package static let none = DisplayChanges(everything: false)

    /// Makes a set of changes.
    package init(everything: Bool) {
        self.everything = everything
    }

    /// Whether nothing changed.
    package var isEmpty: Bool { !everything && touched.isEmpty && gone.isEmpty && reordered.isEmpty }
}

/// An animation an enclosing view gives the graphics it drew in one frame:
/// from `.animation(_:value:)` or `.animation(_:)`, only in the frame whose
/// change it animates, so it is kept beside the graphics, not in them.
package struct AnimationStamp: Sendable {
    /// The graphics it covers, by index in the list.
    package var range: Range<Int>
    /// Their animation.
    package var animation: Animation
}
