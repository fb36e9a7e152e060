/// What layout did since it was last asked, for frame statistics.
///
/// One object is shared by every copy of a `LayoutContext`, so the nodes that
/// do the work can count it without handing a total back up the tree.
@MainActor
package final class LayoutCounters {
    /// Times a text did measuring work: its first pass over its words (its
    /// one-line width and its characters' widths), wrapping at a width it had
    /// not wrapped at, or cutting its last line to a new line limit. Answers
    /// from what it already measured do not count.
    package var textMeasurements = 0
    /// UTF-8 bytes of text those measurements read: a whole text's first pass
    /// or wrap counts all of it, a long one-line text's start only the start.
    package var charactersMeasured = 0
    /// Times a node worked out its size or a length for a proposal it had not
    /// answered before (its caches answer the rest): how often probes reach
    /// down the tree.
    package var proposalsMeasured = 0
    /// Subtrees that only moved and were shifted rather than placed again (`LayoutNode+Moving`).
    package var subtreesMoved = 0
    /// Implicit animations (`animation(_:)`, `animation(_:value:)`) placed in
    /// a frame in which they animate what changed inside: the frame animates
    /// as one with a `withAnimation` transaction does, so long stacks draw
    /// every row while it starts.
    package var implicitAnimationsStarted = 0

    /// Makes counters at zero.
    package init() {}

    /// The subtrees moved so far, starting again from zero.
    package func takeSubtreesMoved() -> Int {
        defer { subtreesMoved = 0 }
        return subtreesMoved
    }

    /// The text measurements so far, starting again from zero.
    package func takeTextMeasurements() -> Int {
        defer { textMeasurements = 0 }
        return textMeasurements
    }

    /// Whether an implicit animation started since the last call, starting again from none.
    package func takeImplicitAnimationStarted() -> Bool {
        defer { implicitAnimationsStarted = 0 }
        return implicitAnimationsStarted > 0
    }
}
