/// What layout did since it was last asked, for frame statistics.
///
/// One object is shared by every copy of a `LayoutContext`, so the nodes that
/// do the work can count it without handing a total back up the tree.
@MainActor
package final class LayoutCounters {
    /// Times a text measured its lines for a width and line count it had not measured before.
    package var textMeasurements = 0

    /// Makes counters at zero.
    package init() {}

    /// The text measurements so far, starting again from zero.
    package func takeTextMeasurements() -> Int {
        defer { textMeasurements = 0 }
        return textMeasurements
    }
}
