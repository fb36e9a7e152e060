/// Numbers the spans in which no layout work happened in one tree: any of its
/// nodes measured (a size or length not in its cache) or placed starts a new
/// one. Kept by the tree's `PipelineOwner`: another window's layout work
/// changes nothing this tree's marks left.
///
/// A layout mark (`setNeedsLayout`) that went all the way up leaves every
/// node above it forgotten and waiting to be placed, and only layout work
/// undoes that. So a second mark from the same node in the same span finds
/// the path as the first left it and need not walk it again: a stack that
/// gains 10,000 rows in one update walks its path once, not 10,000 times.
package struct LayoutWorkEpoch {
    /// The current span; 0 is never current, so a node never marked has no standing mark.
    package private(set) var current = 1

    /// Ends the span: layout work is about to change what the marks left.
    @inline(__always)
    package mutating func advance() { current &+= 1 }
}
