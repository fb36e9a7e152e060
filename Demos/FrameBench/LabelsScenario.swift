import FrameBenchReport
import Trellis

/// `labels`: 1,000 labels on screen, and frames in which one of them, or all of
/// them, change. Each op is one frame of a fixed-rate loop: the state write,
/// then update, layout, render and present. The baseline rasterises only the
/// labels that changed and repaints only where they were and are.
@MainActor
enum LabelsScenario {
    static let summary = "1,000 labels (25×40 grid); one or all change in each frame"
    /// Frames timed per op; p99 needs a few hundred.
    static let frames = 300

    static func run(_ context: BenchContext) throws -> ScenarioResult {
        let cells = (0..<LabelGrid.count).map(LabelCell.init)
        let scene = try TrellisScene(LabelGridView { ChangingLabel(cell: cells[$0]) }, window: context.window)
        defer { scene.close() }
        scene.reset()
        var notes: [String] = [], figures: [String: Double] = [:]
        let shown = SceneCapture.labels(of: scene)
        let placed = try cells.map { cell in
            guard let label = shown[cell.text]?.label else {
                throw BenchError("labels did not show \(cell.text); cannot place the baseline")
            }
            return label
        }
        let baseline = LabelSetBaseline(canvas: context.baseline, labels: placed)
        let region = PixelRect(x: 0, y: 0, w: BenchWindow.width, h: BenchWindow.height)
        let pixels = PixelCheck.compare(window: context.window, region: region,
                                        trellis: { scene.reset() }, baseline: { baseline.reset() })
        PixelCheck.record(pixels, as: "baselineCheck", figures: &figures, notes: &notes)
        // The baseline changes and reads models of its own, which no view
        // observes, so that what Observation costs a write and a read is on both sides.
        let baselineCells = (0..<LabelGrid.count).map(LabelCell.init)
        func bump(_ index: Int) -> PixelRect {
            baselineCells[index].version += 1
            return baseline.setText(baselineCells[index].text, at: index)
        }
        let plan = context.plan(minimumTimedRuns: frames, warmUps: 10)

        // Each op runs only when asked for (`--op`), so counting one op's instructions counts no other.
        var results: [OpResult] = []
        let oneName = "1 of 1,000 labels changes per frame", allName = "all 1,000 labels change per frame"
        if context.runsOp(oneName) {
            context.progress("labels: one changes per frame")
            var next = 0, baselineNext = 0
            let one = AlternatingRuns(plan: plan).collect(
                trellis: {
                    next = (next + 37) % cells.count
                    return scene.measureOneFrame { cells[next].version += 1 }
                },
                baseline: {
                    baselineNext = (baselineNext + 37) % cells.count
                    return baseline.measure { bump(baselineNext) }
                })
            check(scene, shows: cells[next], notes: &notes)
            figures["oneChanging.missedFrames"] = Double(missedFrames(one.trellis))
            figures["oneChanging.baselineMissedFrames"] = Double(missedFrames(one.baseline))
            results.append(OpResult(op: oneName, trellis: one.trellis, baseline: one.baseline))
        }
        if context.runsOp(allName) {
            context.progress("labels: all change per frame")
            let all = AlternatingRuns(plan: plan).collect(
                trellis: { scene.measureOneFrame { for cell in cells { cell.version += 1 } } },
                baseline: { baseline.measure { cells.indices.reduce(PixelRect.zero) { $0.union(bump($1)) } } })
            check(scene, shows: cells[cells.count - 1], notes: &notes)
            figures["allChanging.missedFrames"] = Double(missedFrames(all.trellis))
            figures["allChanging.baselineMissedFrames"] = Double(missedFrames(all.baseline))
            results.append(OpResult(op: allName, trellis: all.trellis, baseline: all.baseline))
        }
        return ScenarioResult(scenario: "labels", summary: summary, ops: results, figures: figures, notes: notes)
    }

    /// A changed label must be on screen with its new text, or the timing means nothing.
    private static func check(_ scene: TrellisScene, shows cell: LabelCell, notes: inout [String]) {
        if scene.graphics(showing: cell.text).isEmpty {
            notes.append("check failed: label \(cell.index) does not show \(cell.text)")
        }
    }
}

/// Frames that took longer than a 60 Hz frame, 16.7 ms.
func missedFrames(_ samples: [OpSample]) -> Int {
    samples.filter { $0.total > 1.0 / 60 }.count
}
