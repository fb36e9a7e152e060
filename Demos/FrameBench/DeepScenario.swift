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
@MainActor
enum DeepScenario {
    static let depth = 1_000
    static let summary = "a chain of \(grouped(depth)) AnyView-wrapped levels; the innermost text changes"

    static func run(_ context: BenchContext) throws -> ScenarioResult {
        var notes: [String] = []
        context.progress("update-deep: first frame of \(grouped(depth)) levels")
        let firstFrames = try FirstFrame.measure(plan: context.plan(warmUps: 1), window: context.window) {
            DeepLevel(depth: depth, model: DeepModel())
        }

        context.progress("update-deep: change the innermost text")
        let model = DeepModel()
        let scene = try TrellisScene(DeepLevel(depth: depth, model: model), window: context.window)
        defer { scene.close() }
        scene.reset()
        let runs = AlternatingRuns(plan: context.plan(warmUps: 3)).collect(
            trellis: {
                scene.reset()
                return scene.measure { model.value += 1 }
            },
            baseline: nil)
        if scene.graphics(showing: "Innermost value \(model.value)").isEmpty {
            notes.append("check failed: the innermost text did not show its last value")
        }
        return ScenarioResult(scenario: "update-deep", summary: summary,
                              ops: [OpResult(op: "first frame, \(grouped(depth)) levels", trellis: firstFrames),
                                    OpResult(op: "change innermost text", trellis: runs.trellis)],
                              notes: notes)
    }
}
