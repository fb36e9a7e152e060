import FrameBenchReport
import RowsTable
import Trellis

/// What `filter`, `shuffle` and `sort` share: the rows table's `List` on the
/// Trellis side and `RowsBaseline` on the other, both handed the very same
/// arrays of rows. The app's own work (filtering, shuffling, sorting) is done
/// before the timed op and timed apart, so an op is the framework's part alone:
/// from assigning the new rows to the end of the present.
@MainActor
final class ReorderBench {
    let context: BenchContext
    let store: RowsStore
    let scene: TrellisScene
    let baseline: RowsBaseline
    var figures: [String: Double] = [:]
    var notes: [String] = []
    var ops: [OpResult] = []

    init(context: BenchContext) throws {
        self.context = context
        store = RowsStore(seed: RowsScenario.seed)
        scene = try TrellisScene(RowsView(store: store), window: context.window)
        let geometry = try RowsProbe(scene: scene, store: store).measure(notes: &notes)
        baseline = RowsBaseline(canvas: context.baseline, geometry: geometry, seed: RowsScenario.seed)
        store.selectedID = nil
    }

    /// `count` rows with ids 1 up, labelled as js-framework-benchmark labels them.
    static func rows(_ count: Int) -> [Row] {
        var maker = RowMaker(seed: RowsScenario.seed)
        return maker.make(count)
    }

    /// Checks once that both sides draw `rows` alike.
    func checkPixels(showing rows: [Row], as name: String) {
        let check = PixelCheck.compare(window: context.window, region: baseline.viewport,
                                       trellis: { scene.reset { store.rows = rows } },
                                       baseline: { baseline.reset { baseline.show(rows) } })
        PixelCheck.record(check, as: name, figures: &figures, notes: &notes)
    }

    /// Times the app's own step (`work`, untimed in the op) as a figure in milliseconds: the median of a few runs.
    func timeAppWork(_ name: String, _ work: () -> [Row]) -> [Row] {
        var seconds: [Double] = [], result: [Row] = []
        for _ in 0..<max(context.runs, 5) {
            var elapsed = 0.0
            result = MonotonicClock.time(&elapsed, work)
            seconds.append(elapsed)
        }
        figures["\(name).appWorkMs"] = Summary(seconds: seconds).median
        return result
    }

    /// Times the table going from `start` to `target` on both sides, each run
    /// starting from `start` again, and checks both show `target` after.
    func measure(_ name: String, from start: [Row], to target: [Row]) {
        guard context.runsOp(name) else { return }
        context.progress("\(name)")
        let scene = scene, store = store, baseline = baseline
        let runs = AlternatingRuns(plan: context.plan(minimumTimedRuns: 10, warmUps: 2)).collect(
            trellis: {
                scene.reset { store.rows = start }
                return scene.measure { store.rows = target }
            },
            baseline: {
                baseline.reset { baseline.show(start) }
                return baseline.measure { baseline.show(target) }
            })
        if store.rows.map(\.id) != baseline.rows.map(\.id) {
            notes.append("check failed: after \"\(name)\" the baseline's rows differ from Trellis's")
        }
        if let first = target.first, scene.graphics(showing: first.label).isEmpty {
            notes.append("check failed: after \"\(name)\" Trellis does not show the first row's label \"\(first.label)\"")
        }
        ops.append(OpResult(op: name, trellis: runs.trellis, baseline: runs.baseline))
    }

    /// The scenario's figures, after every op ran.
    func result(scenario: String, summary: String) -> ScenarioResult {
        scene.close()
        return ScenarioResult(scenario: scenario, summary: summary, ops: ops, figures: figures, notes: notes)
    }
}
