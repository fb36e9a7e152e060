/// What one frame did and how long it took, told to the observers that watch
/// work (`FrameObserver.frameDidFinish(_:)`) when it ends.
package struct FrameReport: Sendable {
    /// The frame's number on its window's fixed clock.
    package var number: Int
    /// Its counters: bodies run, textures made and redrawn, and so on.
    package var stats: FrameStats
    /// How long each of its phases took.
    package var timings: FrameTimings
    /// The seconds one frame may take at the window's frame rate; a frame
    /// that took longer missed its tick.
    package var budget: Double
    /// Bytes of the textures alive after it, as width × height × 4.
    package var textureBytes: Int

    /// Makes a report.
    package init(number: Int, stats: FrameStats, timings: FrameTimings, budget: Double, textureBytes: Int) {
        self.number = number
        self.stats = stats
        self.timings = timings
        self.budget = budget
        self.textureBytes = textureBytes
    }

    /// Whether the frame took longer than a tick of its clock.
    package var missedTick: Bool { timings.total > budget }
}
