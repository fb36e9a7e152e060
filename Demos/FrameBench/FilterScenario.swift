import FrameBenchReport
import RowsTable

/// `filter`: a search field's keystroke over a `List` of rows. Typing "k"
/// keeps the rows whose label holds it (about 37%, scattered through the
/// list); clearing the field brings every row back around them.
@MainActor
enum FilterScenario {
    static let sizes = [5_000, 50_000]
    /// The keystroke: the letter that keeps nearest a third of the benchmark's labels.
    static let query = "k"
    static let summary = "List of N rows, a keystroke filters to the labels holding \"\(query)\" (~37%), clearing restores all; N = 5,000 and 50,000"

    static func run(_ context: BenchContext) throws -> ScenarioResult {
        let bench = try ReorderBench(context: context)
        for size in sizes {
            let all = ReorderBench.rows(size)
            if size == sizes[0] { bench.checkPixels(showing: all, as: "baselineCheck") }
            let narrowed = bench.timeAppWork("\(size)") { all.filter { $0.label.contains(query) } }
            bench.figures["\(size).rowsKept"] = Double(narrowed.count)
            bench.measure("type \"\(query)\", \(grouped(size)) rows", from: all, to: narrowed)
            bench.measure("clear, \(grouped(size)) rows", from: narrowed, to: all)
        }
        return bench.result(scenario: "filter", summary: summary)
    }
}
