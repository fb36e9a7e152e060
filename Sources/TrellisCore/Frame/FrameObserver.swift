/// Watches what a window's frames do, as they do it: told when each phase
/// begins and of each edit an update makes to the displayables of a container.
///
/// The edit log tests read (`EditLog`) is one; a trace of the frames or an
/// accessibility tree can be others. They hear of the same events that make
/// the marks, as they happen, so nothing about a frame is kept twice. A
/// window nobody watches does not work out edits at all (`ViewGraph.recordsEdits`).
@MainActor
package protocol FrameObserver: AnyObject {
    /// The frame entered `phase`, leaving `previous`; `idle` when no frame runs.
    func frameDidEnter(_ phase: FramePhase, from previous: FramePhase)
    /// An update changed, inserted, removed or moved a container's displayable.
    func graphDidEdit(_ edit: DisplayEdit)
    /// Whether it hears of the work inside the phases: each body, each layout
    /// pass, each rasterisation and the end of each frame. Such an observer
    /// costs every body a call, so only the tools that need it (a trace, the
    /// performance overlay, a benchmark) answer yes; with none, each hook is one nil check.
    var watchesWork: Bool { get }
    /// The body of a view (or a view modifier) of type `viewType` is about to run.
    func bodyWillRun(_ viewType: Any.Type)
    /// The body of `viewType` that `bodyWillRun` announced has returned.
    func bodyDidRun(_ viewType: Any.Type)
    /// A layout pass measured `measured` proposals it had not answered before and placed `placed` nodes.
    func layoutDidRun(measured: Int, placed: Int)
    /// A graphic was rasterised into `width` × `height` pixels: into a new
    /// texture (`uploaded`) or one redrawn in place.
    func didRasterise(width: Int, height: Int, uploaded: Bool)
    /// The frame ended; `report` holds its counters and timings.
    func frameDidFinish(_ report: FrameReport)
}

extension FrameObserver {
    /// By default, phases are not watched.
    package func frameDidEnter(_ phase: FramePhase, from previous: FramePhase) {}
    /// By default, edits are not watched.
    package func graphDidEdit(_ edit: DisplayEdit) {}
    /// By default, the work inside phases is not watched.
    package var watchesWork: Bool { false }
    /// By default, bodies are not watched.
    package func bodyWillRun(_ viewType: Any.Type) {}
    /// By default, bodies are not watched.
    package func bodyDidRun(_ viewType: Any.Type) {}
    /// By default, layout passes are not watched.
    package func layoutDidRun(measured: Int, placed: Int) {}
    /// By default, rasterisations are not watched.
    package func didRasterise(width: Int, height: Int, uploaded: Bool) {}
    /// By default, the ends of frames are not watched.
    package func frameDidFinish(_ report: FrameReport) {}
}

/// The edits of the last frame, or of the last update made outside a frame,
/// in order: what `ViewHost.lastEdits` and the graph's tests read.
@MainActor
final class EditLog: FrameObserver {
    private(set) var edits: [DisplayEdit] = []

    func frameDidEnter(_ phase: FramePhase, from previous: FramePhase) {
        // A frame starts with its input; an update run by hand is a bodies phase of its own.
        // Kept at its size, so a frame of 10,000 edits does not grow it by doubling.
        if previous == .idle, phase == .input || phase == .bodies { edits.removeAll(keepingCapacity: true) }
    }

    func graphDidEdit(_ edit: DisplayEdit) {
        edits.append(edit)
    }
}
