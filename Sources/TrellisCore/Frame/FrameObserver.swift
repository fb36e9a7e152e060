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
}

extension FrameObserver {
    /// By default, phases are not watched.
    package func frameDidEnter(_ phase: FramePhase, from previous: FramePhase) {}
    /// By default, edits are not watched.
    package func graphDidEdit(_ edit: DisplayEdit) {}
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
