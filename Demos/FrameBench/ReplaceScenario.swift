import FrameBenchReport
import Observation
import Trellis
@_spi(TrellisExtension) import TrellisCore

/// The ids a `ForEach` shows; replacing them all is the op.
@Observable final class ReplaceModel {
    var ids: [Int] = []
    private var next = 1

    /// `count` ids never seen before, so no row survives the change.
    func replaceAll(count: Int) {
        ids = Array(next..<(next + count))
        next += count
    }
}

/// A row whose displayable count is known from its type: one text.
struct KnownCountRow: View {
    let id: Int
    var body: some View { Text("Row \(id)") }
}

/// A row with a conditional, whose count is known only once it is built.
struct UnknownCountRow: View {
    let id: Int
    var body: some View {
        if id.isMultiple(of: 7) { Text("Row \(id) *") } else { Text("Row \(id)") }
    }
}

/// A row that reads its environment, as rows of real apps often do: the
/// same text as a `KnownCountRow` while enabled, through an `@Environment`
/// property, so the op shows what a read costs a row.
struct EnvironmentReadingRow: View {
    let id: Int
    @Environment(\.isEnabled) private var isEnabled
    var body: some View { Text(isEnabled ? "Row \(id)" : "Row \(id) (off)") }
}

/// The kinds of row `replace` measures.
enum ReplaceRowKind: CaseIterable {
    case text, conditional, readingEnvironment

    /// How the op names the rows.
    var name: String {
        switch self {
        case .text: "Text rows"
        case .conditional: "if/else rows"
        case .readingEnvironment: "rows reading @Environment"
        }
    }

    /// The prefix of the scenario's figures about these rows.
    var figurePrefix: String {
        switch self {
        case .text: "knownCount"
        case .conditional: "conditional"
        case .readingEnvironment: "environment"
        }
    }
}

/// Every row kind, picked at run time.
struct ReplaceView: View {
    let model: ReplaceModel
    let kind: ReplaceRowKind

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                switch kind {
                case .text: ForEach(model.ids, id: \.self) { KnownCountRow(id: $0) }
                case .conditional: ForEach(model.ids, id: \.self) { UnknownCountRow(id: $0) }
                case .readingEnvironment: ForEach(model.ids, id: \.self) { EnvironmentReadingRow(id: $0) }
                }
            }
        }
    }
}

/// What a `KnownCountRow` shows.
private func knownCountText(_ id: Int) -> String { "Row \(id)" }

/// What an `UnknownCountRow` shows.
private func conditionalText(_ id: Int) -> String { id.isMultiple(of: 7) ? "Row \(id) *" : "Row \(id)" }

/// `replace`: every id of a `ForEach` replaced by new ones, at two sizes, to show
/// the diff and its edits grow linearly: the update phase at 20,000 should be
/// about twice that at 10,000, not four times. The baseline repaints the
/// viewport and makes only the texts it shows.
@MainActor
enum ReplaceScenario {
    static let sizes = [10_000, 20_000]
    static let summary = "ForEach of N rows, every id replaced; update phase at 10,000 and 20,000 (rows reading @Environment: 10,000)"

    static func run(_ context: BenchContext) throws -> ScenarioResult {
        var ops: [OpResult] = []
        var figures: [String: Double] = [:], notes: [String] = []
        for rowKind in ReplaceRowKind.allCases {
            var updates: [Double] = []
            // Rows reading the environment are measured at one size: the growth is the others' to show.
            for size in rowKind == .readingEnvironment ? [sizes[0]] : sizes {
                let kind = rowKind.name
                guard context.runsOp("replace \(grouped(size)) ids, \(kind)") else { continue }
                context.progress("replace: \(grouped(size)) \(kind)")
                let model = ReplaceModel()
                model.replaceAll(count: size)
                let scene = try TrellisScene(ReplaceView(model: model, kind: rowKind), window: context.window)
                defer { scene.close() }
                scene.reset()
                let text = rowKind == .conditional ? conditionalText : knownCountText
                let layout = try WideScenario.geometry(of: scene, labels: model.ids.prefix(2).map(text))
                let baseline = WideBaseline(canvas: context.baseline, count: size, geometry: layout) { text($0 + 1) }
                if size == sizes[0] {
                    let check = PixelCheck.compare(window: context.window, region: layout.viewport,
                                                   trellis: { scene.reset() }, baseline: { baseline.reset() })
                    PixelCheck.record(check, as: "\(rowKind.figurePrefix).baselineCheck",
                                      figures: &figures, notes: &notes)
                }
                // The baseline's ids run on from its own counter, as the model's do, so no text survives.
                var nextID = size + 1
                let runs = AlternatingRuns(plan: context.plan(warmUps: 2)).collect(
                    trellis: { scene.measure { model.replaceAll(count: size) } },
                    baseline: {
                        let first = nextID
                        nextID += size
                        return baseline.measure { baseline.replaceAll(count: size) { text(first + $0) } }
                    })
                if scene.graphics(showing: text(model.ids[0])).isEmpty {
                    notes.append("check failed: after replacing \(grouped(size)) ids the first new row is not shown")
                }
                let result = OpResult(op: "replace \(grouped(size)) ids, \(kind)", trellis: runs.trellis, baseline: runs.baseline)
                updates.append(result.phases.update)
                ops.append(result)
            }
            // 2 is linear, 4 quadratic.
            guard updates.count == 2 else { continue }
            figures["\(rowKind.figurePrefix).updateGrowth20kOver10k"] = updates[1] / max(updates[0], 1e-9)
        }
        // The diff alone, without building or tearing down any view: old ids to all-new ids.
        for size in sizes {
            let old = Array(0..<size), new = Array(size..<(2 * size))
            var runs: [Double] = []
            for _ in 0..<(context.runs + 2) {
                var seconds = 0.0
                let edits = MonotonicClock.time(&seconds) { IdentityDiff.edits(from: old, to: new) }
                precondition(edits.count == 2 * size, "a full replacement removes and inserts every row")
                runs.append(seconds)
            }
            figures["diffMs.\(size)"] = Summary(seconds: Array(runs.dropFirst(2))).median
        }
        return ScenarioResult(scenario: "replace", summary: summary, ops: ops, figures: figures, notes: notes)
    }
}
