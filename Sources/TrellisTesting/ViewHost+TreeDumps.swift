import Trellis
import TrellisSDL

// Named after Flutter's debugDumpApp, debugDumpRenderTree and debugDumpLayerTree.
extension ViewHost {
    /// The view graph after the last frame, as indented text: each node's view
    /// type, its state slots with their values, and the environment values and
    /// models its body read. Stable between frames, so two dumps diff.
    public func dumpViewGraph() -> String { pipeline.graph.dumpViewGraph() }

    /// The layout tree after the last frame, as indented text: each node's
    /// type, graphic id, frame, the proposals it answered, and pending marks.
    public func dumpLayoutTree() -> String { pipeline.graph.dumpLayoutTree() }

    /// The display list the last frame drew, as indented text: each graphic's
    /// id, what it draws, its frame and its version, back to front.
    public func dumpDisplayList() -> String { pipeline.displayList.dump() }

    /// All three dumps of the last frame at once.
    public func dumpTrees() -> TreeDumps { pipeline.treeDumps() }
}
