/// The three trees of one window at the end of a frame, as indented text:
/// the view graph, the layout tree and the display list.
///
/// Each is stable between frames (no addresses, a fixed order), so two dumps
/// diff line by line to show what a frame changed. Ids are graphic ids, which
/// the layout tree and the display list share.
public struct TreeDumps: Sendable, Equatable {
    /// View types, state slots and dependencies, one node a line.
    public var viewGraph: String
    /// Frames, cached proposals and pending marks, one layout node a line.
    public var layoutTree: String
    /// Ids, frames and versions, one graphic a line, back to front.
    public var displayList: String

    /// Makes dumps from their three texts.
    public init(viewGraph: String, layoutTree: String, displayList: String) {
        self.viewGraph = viewGraph
        self.layoutTree = layoutTree
        self.displayList = displayList
    }

    /// The three dumps one after another, separated by blank lines.
    public var text: String { [viewGraph, layoutTree, displayList].joined(separator: "\n") }
}

extension FrameDriver {
    /// The dumps of what the last frame left: its graph, its layout, and the
    /// display list it drew.
    package func treeDumps() -> TreeDumps {
        TreeDumps(viewGraph: graph.dumpViewGraph(), layoutTree: graph.dumpLayoutTree(), displayList: displayList.dump())
    }
}
