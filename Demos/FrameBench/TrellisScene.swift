import Foundation
import Trellis
@_spi(TrellisExtension) import TrellisCore
import TrellisSDL

/// A Trellis view shown in the bench window through the real frame pipeline,
/// with the frame loop reduced to what the timing needs.
@MainActor
final class TrellisScene {
    let pipeline: FramePipeline
    let window: BenchWindow
    /// Seconds it took to make the pipeline, which builds the whole view graph.
    let buildSeconds: Double
    /// With `TRELLIS_BENCH_ACCESSIBILITY=1`, what a screen reader's presence costs: after
    /// each frame that drew, the accessibility trees are built again and their events worked out.
    let accessibility: ATSPIBridge?

    /// A frame that still has work after this many is reported, not waited on for ever.
    static let frameLimit = 8

    /// Builds `content`'s graph for the window; nothing is drawn yet.
    init(_ content: some View, window: BenchWindow) throws {
        self.window = window
        var seconds = 0.0
        pipeline = try MonotonicClock.time(&seconds) {
            try FramePipeline(content: content, renderer: window.renderer,
                              size: Size(width: Double(BenchWindow.width), height: Double(BenchWindow.height)))
        }
        buildSeconds = seconds
        pipeline.drawsThroughFrameTexture = window.needsFrameTexture
        // Read once for the run: `ProcessInfo.environment` copies every variable, inside the timed first frame.
        let measuresAccessibility = Self.measuresAccessibility
        accessibility = measuresAccessibility ? ATSPIBridge(offscreen: pipeline) : nil
        // `TRELLIS_TRACE` traces the bench's frames as it would an app's, to count what tracing costs.
        if let recorder = Self.traceRecorder {
            pipeline.driver.addObserver(FrameTrace(recorder: recorder, windowName: "FrameBench"))
        }
    }

    /// Whether `TRELLIS_BENCH_ACCESSIBILITY=1` asks each scene to keep an accessibility bridge.
    private static let measuresAccessibility = ProcessInfo.processInfo.environment["TRELLIS_BENCH_ACCESSIBILITY"] == "1"

    /// The trace every scene of the run records into, when `TRELLIS_TRACE` names a file.
    private static let traceRecorder = TraceRecorder.fromEnvironment()

    /// Runs frames, presenting each that drew, until the pipeline has nothing
    /// left to do; what a person waits for after a change.
    func settle(into sample: inout OpSample) {
        repeat {
            runOneFrame(into: &sample)
        } while pipeline.hasWork && sample.frames < Self.frameLimit
    }

    /// Runs one frame and presents it if it drew, adding its phases and counters to `sample`.
    func runOneFrame(into sample: inout OpSample) {
        let drew = pipeline.runFrame()
        if drew { accessibility?.refreshWithoutBus() }
        let timings = pipeline.lastTimings
        sample.update += timings.update
        sample.layout += timings.layout
        sample.display += timings.display + timings.animation
        sample.render += timings.render
        if drew { sample.present += window.present(pipeline.repaintedRegions) }
        sample.frames += 1
        if sample.stats == nil { sample.stats = FrameStats() }
        sample.stats?.accumulate(pipeline.lastStats)
        sample.displayListGraphics = pipeline.displayList.graphics.count
    }

    /// Times exactly one frame, with `change` made just before it, as a frame
    /// loop at a fixed rate sees it: nothing waits for later frames. Never
    /// inlined, for `--toggle-collect='*TrellisSceneC010measureOneA0*'` (Swift abbreviates the
    /// repeated word "Frame" in the mangled name).
    @inline(never)
    func measureOneFrame(_ change: () -> Void = {}) -> OpSample {
        var sample = OpSample()
        let start = MonotonicClock.now()
        change()
        runOneFrame(into: &sample)
        sample.total = MonotonicClock.now() - start
        return sample
    }

    /// Times `change` from the state write to the end of the last present.
    /// Never inlined, so `valgrind --tool=callgrind --toggle-collect='*TrellisSceneC7measure*'`
    /// can count the instructions of the timed frames alone.
    @inline(never)
    func measure(_ change: () -> Void) -> OpSample {
        window.drainEvents()
        var sample = OpSample()
        let start = MonotonicClock.now()
        change()
        settle(into: &sample)
        sample.total = MonotonicClock.now() - start
        return sample
    }

    /// Applies `change` and draws the result, untimed; repaints the whole
    /// window, since the baseline may have drawn over it since the last frame.
    func reset(_ change: () -> Void = {}) {
        change()
        pipeline.redrawAll()
        var ignored = OpSample()
        settle(into: &ignored)
        window.drainEvents()
    }

    /// Frees the textures; call before the scene goes away.
    func close() {
        pipeline.releaseTextures()
    }
}

extension TrellisScene {
    /// The graphics of the last frame showing exactly `text`, front to back order kept.
    func graphics(showing text: String) -> [Graphic] {
        pipeline.displayList.graphics.filter {
            if case .text(let run) = $0.content { return run.string == text }
            return false
        }
    }

    /// Clicks the centre of `rect`, as a pointer would, and draws the result.
    func click(_ rect: Rect) {
        let point = Point(x: rect.midX, y: rect.midY)
        pipeline.handle(.pointerDown(point))
        pipeline.handle(.pointerUp(point))
        reset()
    }
}
