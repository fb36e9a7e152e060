import FrameBenchReport
import RowsTable
/// `rows`: js-framework-benchmark's nine table ops, Trellis against the baseline.
@MainActor
enum RowsScenario {
    static let summary = "js-framework-benchmark's table ops on a List of rows in a 1280×800 window"

    /// What the table holds before an op starts; set afresh before every run.
    enum Start {
        case empty
        case thousandRows
    }

    /// One op: where it starts, and the same change on each side.
    struct Op {
        let name: String
        let start: Start
        let trellis: @MainActor (RowsStore) -> Void
        let baseline: @MainActor (RowsBaseline) -> PixelRect
    }

    /// The ops in js-framework-benchmark's order.
    static let ops: [Op] = [
        Op(name: "create 1,000 rows", start: .empty, trellis: { $0.create(1_000) }, baseline: { $0.create(1_000) }),
        Op(name: "replace all 1,000 rows", start: .thousandRows, trellis: { $0.create(1_000) }, baseline: { $0.create(1_000) }),
        Op(name: "update every 10th row of 1,000", start: .thousandRows,
           trellis: { $0.updateEveryTenth() }, baseline: { $0.updateEveryTenth() }),
        Op(name: "select row 2", start: .thousandRows,
           trellis: { $0.select($0.rows[1].id) }, baseline: { $0.select(index: 1) }),
        Op(name: "swap rows 2 and 999", start: .thousandRows, trellis: { $0.swapRows() }, baseline: { $0.swapRows() }),
        Op(name: "remove row 5", start: .thousandRows,
           trellis: { $0.remove($0.rows[4].id) }, baseline: { $0.remove(index: 4) }),
        Op(name: "create 10,000 rows", start: .empty, trellis: { $0.create(10_000) }, baseline: { $0.create(10_000) }),
        Op(name: "append 1,000 to 1,000 rows", start: .thousandRows, trellis: { $0.append(1_000) }, baseline: { $0.append(1_000) }),
        Op(name: "clear 1,000 rows", start: .thousandRows, trellis: { $0.clear() }, baseline: { $0.clear() }),
    ]

    /// Both sides draw labels from this seed, so they show the same words.
    static let seed: UInt64 = 20_240_601

    static func run(_ context: BenchContext) throws -> ScenarioResult {
        let store = RowsStore(seed: seed)
        let scene = try TrellisScene(RowsView(store: store), window: context.window)
        defer { scene.close() }
        var notes: [String] = []
        let geometry = try RowsProbe(scene: scene, store: store).measure(notes: &notes)
        let baseline = RowsBaseline(canvas: context.baseline, geometry: geometry, seed: seed)
        // The probe made one table of 1,000 rows; the baseline makes its own, so
        // from here both sides' labels come out of their generators in step.
        baseline.reset { baseline.create(1_000) }
        var figures: [String: Double] = [:]
        let check = PixelCheck.compare(window: context.window, region: geometry.viewport,
                                       trellis: { scene.reset { store.create(1_000) } },
                                       baseline: { baseline.reset { baseline.create(1_000) } })
        PixelCheck.record(check, as: "baselineCheck", figures: &figures, notes: &notes)

        let plan = context.plan(minimumTimedRuns: 10, warmUps: 5)
        var results: [OpResult] = []
        for op in ops where context.runsOp(op.name) {
            context.progress("rows: \(op.name)")
            let runs = AlternatingRuns(plan: plan).collect(
                trellis: {
                    scene.reset { start(op.start, store) }
                    return scene.measure { op.trellis(store) }
                },
                baseline: {
                    baseline.reset { start(op.start, baseline) }
                    return baseline.measure { op.baseline(baseline) }
                })
            if store.rows.map(\.label) != baseline.rows.map(\.label) {
                notes.append("check failed: after \"\(op.name)\" the baseline's rows differ from Trellis's")
            }
            results.append(OpResult(op: op.name, trellis: runs.trellis, baseline: runs.baseline))
        }
        return ScenarioResult(scenario: "rows", summary: summary, ops: results, figures: figures, notes: notes)
    }

    private static func start(_ start: Start, _ store: RowsStore) {
        switch start {
        case .empty: store.clear()
        case .thousandRows: store.create(1_000)
        }
    }

    private static func start(_ start: Start, _ baseline: RowsBaseline) -> PixelRect {
        switch start {
        case .empty: baseline.clear()
        case .thousandRows: baseline.create(1_000)
        }
    }
}
