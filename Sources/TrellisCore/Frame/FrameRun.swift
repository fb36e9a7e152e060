import Dispatch

/// One frame as it runs: the phase it is in, how long each phase took, and its counters.
///
/// Entering a phase closes the one before it, so a frame that goes back to
/// bodies between layout passes (a geometry reader's new size) adds each
/// stretch to the phase it belongs to, and tells the graph which phase runs,
/// for the debug checks of work done in the wrong one.
@MainActor
struct FrameRun {
    private let graph: ViewGraph
    /// The time of this frame on the fixed clock.
    let time: Double
    /// What the frame did.
    var stats = FrameStats()
    /// How long each phase took.
    private(set) var timings = FrameTimings()
    /// The phase under way.
    private(set) var phase = FramePhase.idle
    private var phaseStart: UInt64 = 0

    init(graph: ViewGraph, time: Double) {
        self.graph = graph
        self.time = time
    }

    /// Ends the phase under way and starts `next`.
    mutating func enter(_ next: FramePhase) {
        let now = DispatchTime.now().uptimeNanoseconds
        if phase != .idle { timings[phase] += Double(now &- phaseStart) / 1e9 }
        phase = next
        phaseStart = now
        graph.enter(next)
    }

    /// Ends the last phase: the graph is idle until the next frame.
    mutating func finish() {
        enter(.idle)
    }
}
