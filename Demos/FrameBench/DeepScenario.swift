import FrameBenchReport
import Observation
import Trellis

/// The state only the innermost view of the deep chain reads.
@Observable final class DeepModel {
    var value = 0
}

/// One level of a chain of views built at run time: each wraps the next in
/// `.padding(0)`. `AnyView` breaks the recursion in the type, which Swift
/// could not otherwise spell.
struct DeepLevel: View {
    let depth: Int
    let model: DeepModel

    var body: some View {
        next.padding(0)
    }

    private var next: AnyView {
        depth == 0 ? AnyView(DeepLeaf(model: model)) : AnyView(DeepLevel(depth: depth - 1, model: model))
    }
}

/// The innermost view: the only reader of the model.
struct DeepLeaf: View {
    let model: DeepModel

    var body: some View {
        Text("Innermost value \(model.value)")
    }
}

/// `update-deep`: a view 1,000 levels down changes; nothing above it reads the state.
/// By hand there is no chain: the baseline draws the one text, and a change
/// rasterises it again and repaints where it was and is.
@MainActor
enum DeepScenario {
    static let depth = 1_000
    static let summary = "a chain of \(grouped(depth)) AnyView-wrapped levels; the innermost text changes"

    static func run(_ context: BenchContext) throws -> ScenarioResult {
        var notes: [String] = [], figures: [String: Double] = [:]
        // Each op runs only when asked for (`--op`), so counting one op's instructions counts no other.
        var ops: [OpResult] = []
        let region = PixelRect(x: 0, y: 0, w: BenchWindow.width, h: BenchWindow.height)
        let firstName = "first frame, \(grouped(depth)) levels", changeName = "change innermost text"
        if context.runsOp(firstName) {
            context.progress("update-deep: first frame of \(grouped(depth)) levels")
            ops.append(try SnapshotComparison.run(firstName, region: region, context: context,
                                                  checkName: "firstFrameCheck", figures: &figures, notes: &notes) {
                DeepLevel(depth: depth, model: DeepModel())
            })
        }
        if context.runsOp(changeName) {
            context.progress("update-deep: change the innermost text")
            ops.append(try change(region: region, context: context, figures: &figures, notes: &notes))
        }
        return ScenarioResult(scenario: "update-deep", summary: summary, ops: ops, figures: figures, notes: notes)
    }

    /// The innermost text changed, against a baseline that draws that one text.
    private static func change(region: PixelRect, context: BenchContext,
                               figures: inout [String: Double], notes: inout [String]) throws -> OpResult {
        let model = DeepModel()
        let scene = try TrellisScene(DeepLevel(depth: depth, model: model), window: context.window)
        defer { scene.close() }
        scene.reset()
        guard let shown = SceneCapture.labels(of: scene)[text(model.value)]?.label else {
            throw BenchError("update-deep did not show its innermost text; cannot place the baseline")
        }
        // By hand the chain is nothing but the one text it ends in.
        let baseline = LabelSetBaseline(canvas: context.baseline, labels: [shown])
        var baselineValue = 0
        let check = PixelCheck.compare(window: context.window, region: region,
                                       trellis: { scene.reset() }, baseline: { baseline.reset() })
        PixelCheck.record(check, as: "changeCheck", figures: &figures, notes: &notes)
        let runs = AlternatingRuns(plan: context.plan(warmUps: 3)).collect(
            trellis: {
                scene.reset()
                return scene.measure { model.value += 1 }
            },
            baseline: {
                baseline.reset()
                baselineValue += 1
                return baseline.measure { baseline.setText(text(baselineValue), at: 0) }
            })
        if scene.graphics(showing: text(model.value)).isEmpty {
            notes.append("check failed: the innermost text did not show its last value")
        }
        return OpResult(op: "change innermost text", trellis: runs.trellis, baseline: runs.baseline)
    }

    /// What the innermost text shows for `value`, on both sides.
    private static func text(_ value: Int) -> String { "Innermost value \(value)" }
}
