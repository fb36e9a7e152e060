import FrameBenchReport
import Trellis

/// `table`: 100,000 processes in a sortable `Table`. The first frame, a click
/// on the Name header that sorts every row, and scrolling one page, against
/// a baseline that sorts a plain array and rasterises only the cells on screen.
@MainActor
enum TableScenario {
    static let summary = "Table of \(grouped(ProcessRows.count)) processes in 4 columns; first frame, sort by a header click, scroll one page"

    static func run(_ context: BenchContext) throws -> ScenarioResult {
        var figures: [String: Double] = [:], notes: [String] = []
        let original = ProcessRows.make()
        let model = ProcessTableModel(rows: original)
        let scene = try TrellisScene(TableBenchView(model: model), window: context.window)
        defer { scene.close() }
        scene.reset()
        let geometry = try TableProbe(scene: scene, rows: original).measure(notes: &notes)
        let baseline = TableBaseline(canvas: context.baseline, geometry: geometry)
        guard let nameTitle = scene.graphics(showing: "Name").first?.frame else {
            throw BenchError("the table's header shows no Name column")
        }
        let whole = PixelRect(x: 0, y: 0, w: BenchWindow.width, h: BenchWindow.height)
        let pixels = PixelCheck.compare(window: context.window, region: whole,
                                        trellis: { scene.reset() }, baseline: { baseline.reset { baseline.load(original) } })
        PixelCheck.record(pixels, as: "baselineCheck", figures: &figures, notes: &notes)

        // Each op runs only when asked for (`--op`): counting one op's
        // instructions under callgrind then runs no other, nor the timed sorts.
        let ops = TableOps(context: context, original: original, model: model, scene: scene,
                           baseline: baseline, geometry: geometry, nameTitle: nameTitle)
        var results: [OpResult] = []
        for (name, op) in [("first frame, \(grouped(ProcessRows.count)) rows", ops.firstFrame),
                           ("sort by a header click", ops.sort), ("scroll one page", ops.scroll)]
            where context.runsOp(name) {
            context.progress("table: \(name)")
            let runs = op(&figures, &notes)
            results.append(OpResult(op: name, trellis: runs.trellis, baseline: runs.baseline))
        }
        return ScenarioResult(scenario: "table", summary: summary, ops: results, figures: figures, notes: notes)
    }
}
