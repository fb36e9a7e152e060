/// A view node's position among its siblings and its counts, stored as
/// 32-bit words together: no list holds two billion rows, and a list of
/// many rows holds two nodes for each.
struct NodeCounts {
    /// Stands for no value in the optional counts.
    static let none = Int32.min

    /// The node's position in its parent's children.
    var index: Int32 = 0
    /// The element a lazy row shows, or `none`.
    var virtualIndex: Int32 = none
    /// The displayables the node contributes to its container.
    var displayableCount: Int32 = 0
    /// The displayables each child contributes when all contribute alike, or `none`.
    var uniformChildCount: Int32 = none
    /// The node's distance from the root.
    let depth: Int32

    /// Counts for a new node at `depth`.
    init(depth: Int32) {
        self.depth = depth
    }
}
