/// Records one window's frames into a `TraceRecorder`: each frame as a slice
/// with its phases inside, each body as a slice named by its view type, each
/// layout pass with what it measured and placed, each rasterisation with its
/// size, missed frames, and counters of textures and memory.
///
/// It is a `FrameObserver` that watches work, added to a window only while
/// tracing is on; a window without one pays a nil check per hook.
@MainActor
package final class FrameTrace: FrameObserver {
    /// Where the entries go.
    package let recorder: TraceRecorder
    /// This window's track.
    package let track: Int
    private var frameStart: UInt64 = 0
    private var frameEnd: UInt64 = 0
    private var phaseStart: UInt64 = 0
    private var bodyStarts: [UInt64] = []
    private var lastMemorySample: UInt64 = 0
    /// Memory is read from `/proc` at most this often, in nanoseconds: the read costs more than a frame's other entries.
    private static let memoryInterval: UInt64 = 250_000_000

    /// A trace of one window into `recorder`, on a track named `name`.
    package init(recorder: TraceRecorder, windowName name: String) {
        self.recorder = recorder
        track = recorder.addTrack(named: name)
    }

    /// Tracing wants every body, layout pass and rasterisation.
    package var watchesWork: Bool { true }

    /// Closes the phase that ended as a slice; leaving idle starts a frame, reaching it ends one.
    package func frameDidEnter(_ phase: FramePhase, from previous: FramePhase) {
        let now = TraceEvent.now
        if previous != .idle {
            recorder.record(TraceEvent(.phase(previous), track: track, start: phaseStart, duration: now &- phaseStart))
        } else {
            frameStart = now
        }
        if phase == .idle { frameEnd = now }
        phaseStart = now
    }

    /// Notes when the body started.
    package func bodyWillRun(_ viewType: Any.Type) {
        bodyStarts.append(TraceEvent.now)
    }

    /// Records the body as a slice named by its view type.
    package func bodyDidRun(_ viewType: Any.Type) {
        guard let start = bodyStarts.popLast() else { return }
        let now = TraceEvent.now
        recorder.record(TraceEvent(.body(name: recorder.nameIndex(of: viewType)), track: track, start: start, duration: now &- start))
    }

    /// Records the pass as a slice with what it measured and placed.
    package func layoutDidRun(measured: Int, placed: Int) {
        // A pass is the first thing its layout phase does, so it starts with the phase.
        let now = TraceEvent.now
        recorder.record(TraceEvent(.layout, track: track, start: phaseStart, duration: now &- phaseStart, values: (measured, placed, 0)))
    }

    /// Records the rasterisation as an instant with its size.
    package func didRasterise(width: Int, height: Int, uploaded: Bool) {
        recorder.record(TraceEvent(.rasterise, track: track, start: TraceEvent.now, values: (width, height, uploaded ? 1 : 0)))
    }

    /// Records the frame's slice, a missed-frame mark if it ran long, and the counters.
    package func frameDidFinish(_ report: FrameReport) {
        let stats = report.stats
        recorder.record(TraceEvent(.frame, track: track, start: frameStart, duration: frameEnd &- frameStart,
                                   values: (report.number, stats.framesPresented, stats.bodyEvaluations)))
        // The frame's own wall time: the window loop's wait for events is not in it.
        if Double(frameEnd &- frameStart) / 1e9 > report.budget {
            recorder.record(TraceEvent(.missedFrame, track: track, start: frameEnd, values: (report.number, 0, 0)))
        }
        recorder.record(TraceEvent(.textures, track: track, start: frameEnd, values: (stats.texturesAlive, report.textureBytes, 0)))
        if frameEnd &- lastMemorySample >= Self.memoryInterval {
            lastMemorySample = frameEnd
            recorder.record(TraceEvent(.memory, track: track, start: frameEnd, values: (ResidentMemory.bytes(), 0, 0)))
        }
        recorder.frameDidEnd(at: frameEnd)
    }
}
