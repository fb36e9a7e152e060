import Trellis

/// `labels`: 1,000 labels on screen, and frames in which one of them, or all of
/// them, change. Each op is one frame of a fixed-rate loop: the state write,
/// then update, layout, render and present.
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
        var notes: [String] = []
        let plan = context.plan(minimumTimedRuns: frames, warmUps: 10)

        context.progress("labels: one changes per frame")
        var next = 0
        let one = AlternatingRuns(plan: plan).collect(trellis: {
            next = (next + 37) % cells.count
            return scene.measureOneFrame { cells[next].version += 1 }
        }, baseline: nil).trellis
        check(scene, shows: cells[next], notes: &notes)

        context.progress("labels: all change per frame")
        let all = AlternatingRuns(plan: plan).collect(trellis: {
            scene.measureOneFrame { for cell in cells { cell.version += 1 } }
        }, baseline: nil).trellis
        check(scene, shows: cells[cells.count - 1], notes: &notes)

        return ScenarioResult(scenario: "labels", summary: summary, ops: [
            OpResult(op: "1 of 1,000 labels changes per frame", trellis: one),
            OpResult(op: "all 1,000 labels change per frame", trellis: all),
        ], figures: [
            "oneChanging.missedFrames": Double(missedFrames(one)),
            "allChanging.missedFrames": Double(missedFrames(all)),
        ], notes: notes)
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
