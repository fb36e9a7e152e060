import FrameBenchReport
import RowsTable
import Trellis

/// `idle`: 600 frames in which nothing changes, on the rows table with 1,000
/// rows. An idle frame should run no body, upload no texture and present nothing.
@MainActor
enum IdleScenario {
    static let frames = 600
    /// Trellis and the baseline take turns in chunks this long.
    static let chunk = 100
    static let summary = "\(frames) frames with no change (rows table, 1,000 rows), back to back on the fixed clock"

    /// What one side did over its idle frames.
    private struct Tally {
        var samples: [OpSample] = []
        var cpuSeconds = 0.0
        var stats = FrameStats()
    }

    static func run(_ context: BenchContext) throws -> ScenarioResult {
        context.progress("idle: \(frames) frames")
        let store = RowsStore(seed: RowsScenario.seed)
        let scene = try TrellisScene(RowsView(store: store), window: context.window)
        defer { scene.close() }
        var notes: [String] = []
        let baseline = RowsBaseline(canvas: context.baseline,
                                    geometry: try RowsProbe(scene: scene, store: store).measure(notes: &notes),
                                    seed: RowsScenario.seed)
        scene.reset { store.create(1_000) }
        baseline.reset { baseline.create(1_000) }

        var trellis = Tally(), hand = Tally()
        // `--exact-runs` may ask for fewer frames, to count one frame's instructions.
        let frames = context.plan(minimumTimedRuns: Self.frames, warmUps: 0).timed
        for start in stride(from: 0, to: frames, by: chunk) {
            let chunk = min(chunk, frames - start)
            let before = scene.pipeline.totalStats
            let cpuBefore = ProcessUsage.cpuSeconds()
            for _ in 0..<chunk {
                trellis.samples.append(scene.measureOneFrame { context.window.drainEvents() })
            }
            trellis.cpuSeconds += ProcessUsage.cpuSeconds() - cpuBefore
            trellis.stats.accumulate(scene.pipeline.totalStats.subtracting(before))

            let handCPU = ProcessUsage.cpuSeconds()
            for _ in 0..<chunk {
                // A hand-written loop polls its events and finds nothing to repaint.
                hand.samples.append(baseline.measure {
                    context.window.drainEvents()
                    return .zero
                })
            }
            hand.cpuSeconds += ProcessUsage.cpuSeconds() - handCPU
        }
        hand.stats.framesPresented = hand.samples.reduce(0) { $0 + $1.frames }

        let figures: [String: Double] = [
            "frames": Double(frames),
            "trellis.bodyEvaluations": Double(trellis.stats.bodyEvaluations),
            "trellis.textureUploads": Double(trellis.stats.texturesCreated + trellis.stats.texturesUpdated),
            "trellis.framesPresented": Double(trellis.stats.framesPresented),
            "trellis.cpuSeconds": trellis.cpuSeconds,
            "baseline.framesPresented": Double(hand.stats.framesPresented),
            "baseline.cpuSeconds": hand.cpuSeconds,
        ]
        if trellis.stats.bodyEvaluations > 0 || trellis.stats.framesPresented > 0 {
            notes.append("idle frames did work: \(trellis.stats)")
        }
        return ScenarioResult(scenario: "idle", summary: summary,
                              ops: [OpResult(op: "idle frame (\(Self.frames) frames)", trellis: trellis.samples, baseline: hand.samples)],
                              figures: figures, notes: notes)
    }
}

extension FrameStats {
    /// The counters gathered since `earlier`; `texturesAlive` keeps the later value.
    func subtracting(_ earlier: FrameStats) -> FrameStats {
        var difference = self
        difference.bodyEvaluations -= earlier.bodyEvaluations
        difference.texturesCreated -= earlier.texturesCreated
        difference.texturesUpdated -= earlier.texturesUpdated
        difference.texturesDestroyed -= earlier.texturesDestroyed
        difference.framesPresented -= earlier.framesPresented
        difference.graphicsDrawn -= earlier.graphicsDrawn
        difference.pixelsRepainted -= earlier.pixelsRepainted
        return difference
    }
}
