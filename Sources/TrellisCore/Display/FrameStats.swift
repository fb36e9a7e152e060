/// Counters of what a frame did, for tests and benchmarks.
public struct FrameStats: Equatable, Sendable, CustomStringConvertible {
    /// Composite bodies that ran.
    public var bodyEvaluations = 0
    /// Textures made: for a graphic that had none, or to replace one that its
    /// changed graphic no longer fits.
    public var texturesCreated = 0
    /// Textures redrawn in place because their graphic changed.
    public var texturesUpdated = 0
    /// Textures freed: their graphic went away, or a new texture replaced them.
    public var texturesDestroyed = 0
    /// Textures alive at the end of the frame.
    public var texturesAlive = 0
    /// Frames that drew and presented something.
    public var framesPresented = 0
    /// Graphics painted, in damaged regions only.
    public var graphicsDrawn = 0
    /// Pixels repainted; a frame repaints only what changed.
    public var pixelsRepainted = 0
    /// Times a text measured its lines: for a width and a number of lines it
    /// had not measured before. A proposal that only changes the height
    /// beyond what the text shows is answered without measuring.
    public var textMeasurements = 0
    /// Layout nodes whose graphics were built again for the display list:
    /// those marked by a change, and their ancestors. Unmarked subtrees are
    /// copied from the last list without being visited.
    public var displayNodesVisited = 0
    /// Subtrees that only moved, such as rows below one removed or the rows
    /// of a list that scrolled: shifted with their last graphics rather than
    /// placed and drawn again.
    public var subtreesMoved = 0

    /// All zero.
    public init() {}

    /// Adds the counters of a later frame; `texturesAlive` takes the later value.
    public mutating func accumulate(_ later: FrameStats) {
        bodyEvaluations += later.bodyEvaluations
        texturesCreated += later.texturesCreated
        texturesUpdated += later.texturesUpdated
        texturesDestroyed += later.texturesDestroyed
        texturesAlive = later.texturesAlive
        framesPresented += later.framesPresented
        graphicsDrawn += later.graphicsDrawn
        pixelsRepainted += later.pixelsRepainted
        textMeasurements += later.textMeasurements
        displayNodesVisited += later.displayNodesVisited
        subtreesMoved += later.subtreesMoved
    }

    /// One line, for logs.
    public var description: String {
        "bodies \(bodyEvaluations), textures +\(texturesCreated) ~\(texturesUpdated) -\(texturesDestroyed) =\(texturesAlive), presented \(framesPresented), texts measured \(textMeasurements), display nodes visited \(displayNodesVisited), subtrees moved \(subtreesMoved)"
    }
}
