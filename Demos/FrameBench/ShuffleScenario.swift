import FrameBenchReport
import RowsTable

/// `shuffle`: every row of a `List` put in a new random order, at two sizes:
/// a linear diff makes the larger about ten times the smaller.
@MainActor
enum ShuffleScenario {
    static let sizes = [1_000, 10_000]
    static let summary = "List of N rows shuffled (the same permutation each run); N = 1,000 and 10,000"

    static func run(_ context: BenchContext) throws -> ScenarioResult {
        let bench = try ReorderBench(context: context)
        for size in sizes {
            let rows = ReorderBench.rows(size)
            if size == sizes[0] { bench.checkPixels(showing: rows, as: "baselineCheck") }
            let shuffled = bench.timeAppWork("\(size)") {
                var generator = SeededGenerator(seed: UInt64(size))
                return rows.shuffled(using: &generator)
            }
            bench.measure("shuffle \(grouped(size)) rows", from: rows, to: shuffled)
        }
        return bench.result(scenario: "shuffle", summary: summary)
    }
}

/// `sort`: a `List` of rows in id order re-sorted by label, as a click on
/// another column's header does; nearly every row moves.
@MainActor
enum SortScenario {
    static let size = 10_000
    static let summary = "List of 10,000 rows in id order re-sorted by label"

    static func run(_ context: BenchContext) throws -> ScenarioResult {
        let bench = try ReorderBench(context: context)
        let rows = ReorderBench.rows(size)
        bench.checkPixels(showing: rows, as: "baselineCheck")
        let sorted = bench.timeAppWork("\(size)") {
            rows.sorted { ($0.label, $0.id) < ($1.label, $1.id) }
        }
        bench.measure("sort \(grouped(size)) rows by label", from: rows, to: sorted)
        return bench.result(scenario: "sort", summary: summary)
    }
}
