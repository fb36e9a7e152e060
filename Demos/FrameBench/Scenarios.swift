import Foundation
import FrameBenchReport

/// One scenario of the benchmark, as `--scenario` names it.
struct Scenario: Sendable {
    let name: String
    let run: @MainActor @Sendable (BenchContext) throws -> ScenarioResult
}

/// Every scenario, in the order `--scenario all` runs them.
enum ScenarioCatalog {
    static let all: [Scenario] = [
        Scenario(name: "rows", run: RowsScenario.run),
        Scenario(name: "update-wide", run: WideScenario.run),
        Scenario(name: "update-deep", run: DeepScenario.run),
        Scenario(name: "replace", run: ReplaceScenario.run),
        Scenario(name: "grid", run: GridScenario.run),
        Scenario(name: "messages", run: MessagesScenario.run),
        Scenario(name: "nested-grid", run: NestedGridScenario.run),
        Scenario(name: "chat", run: ChatScenario.run),
        Scenario(name: "idle", run: IdleScenario.run),
        Scenario(name: "churn", run: ChurnScenario.run),
        Scenario(name: "labels", run: LabelsScenario.run),
        Scenario(name: "animate", run: AnimateScenario.run),
        Scenario(name: "editor", run: EditorScenario.run),
        Scenario(name: "shadows", run: ShadowsScenario.run),
        Scenario(name: "longtext", run: LongTextScenario.run),
        Scenario(name: "chart", run: ChartScenario.run),
        Scenario(name: "table", run: TableScenario.run),
        Scenario(name: "filter", run: FilterScenario.run),
        Scenario(name: "shuffle", run: ShuffleScenario.run),
        Scenario(name: "sort", run: SortScenario.run),
        Scenario(name: "memory", run: MemoryScenario.run),
    ]

    static var names: [String] { all.map(\.name) }

    /// The scenarios `choice` names: one, or `all`.
    static func scenarios(for choice: String) -> [Scenario] {
        choice == "all" ? all : all.filter { $0.name == choice }
    }
}

/// What every scenario shares: the window, the baseline's canvas, the run counts.
@MainActor
final class BenchContext {
    let window: BenchWindow
    let baseline: BaselineCanvas
    /// Timed runs per op, from `--runs`.
    let runs: Int
    /// From `--op`: only ops whose names contain it run, where a scenario honours it.
    let opFilter: String?
    /// From `--exact-runs`: `runs` holds even below an op's minimum.
    let exactRuns: Bool

    init(window: BenchWindow, baseline: BaselineCanvas, runs: Int, opFilter: String? = nil, exactRuns: Bool = false) {
        self.window = window
        self.baseline = baseline
        self.runs = runs
        self.opFilter = opFilter
        self.exactRuns = exactRuns
    }

    /// Whether the op called `name` runs, given `--op`.
    func runsOp(_ name: String) -> Bool {
        opFilter.map { name.contains($0) } ?? true
    }

    /// `--runs` timed runs, but never fewer than `minimumTimedRuns` unless
    /// `--exact-runs` asks: a count of 20 runs less one of 10 must differ by 10.
    func plan(minimumTimedRuns: Int = 1, warmUps: Int) -> RunPlan {
        RunPlan(warmUps: warmUps, timed: exactRuns ? runs : max(runs, minimumTimedRuns))
    }

    private let started = MonotonicClock.now()

    /// A line on standard error, so a long run shows it is alive without mixing into the table.
    func progress(_ message: String) {
        let elapsed = MonotonicClock.now() - started
        FileHandle.standardError.write(Data(String(format: "[%6.1fs] %@\n", elapsed, message).utf8))
    }
}
