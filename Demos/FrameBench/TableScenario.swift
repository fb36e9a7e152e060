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

        context.progress("table: first frame")
        let first = AlternatingRuns(plan: context.plan(minimumTimedRuns: 5, warmUps: 1)).collect(
            trellis: {
                (try? FirstFrame.sample(window: context.window) { TableBenchView(model: ProcessTableModel(rows: original)) })
                    ?? OpSample()
            },
            baseline: { baseline.measure { baseline.load(original) } })

        context.progress("table: sort by a header click")
        let sorting = AlternatingRuns(plan: context.plan(minimumTimedRuns: 10, warmUps: 2)).collect(
            trellis: {
                scene.reset {
                    model.sortOrder = [KeyPathComparator(\ProcessRow.pid)]
                    model.rows = original
                }
                return scene.measure { click(nameTitle, in: scene) }
            },
            baseline: {
                baseline.reset { baseline.restore(original) }
                return baseline.measure { baseline.clickHeader(.name) }
            })
        if model.rows.prefix(geometry.rowsShown).map(\.name) != baseline.rows.prefix(geometry.rowsShown).map(\.name) {
            notes.append("check failed: after the header click the baseline's first rows differ from Trellis's")
        }
        if model.rows.first?.name != original.map(\.name).min() {
            notes.append("check failed: the header click did not sort the rows by name")
        }
        let comparatorSort = sortMilliseconds(original) { $0.sort(using: [KeyPathComparator(\ProcessRow.name)]) }
        let closureSort = sortMilliseconds(original) { $0.sort { $0.name < $1.name } }
        figures["sort.keyPathComparatorMs"] = comparatorSort
        figures["sort.closureMs"] = closureSort
        notes.append(String(format: "the click's sort(using: KeyPathComparator) alone takes %.0f ms; the baseline's closure sort %.0f ms",
                            comparatorSort, closureSort))

        context.progress("table: scroll one page")
        scene.reset()
        baseline.reset()
        let page = Double(geometry.rowsShown - 1) * geometry.pitch
        let centre = Point(x: Double(geometry.viewport.x + geometry.viewport.w / 2),
                           y: Double(geometry.viewport.y + geometry.viewport.h / 2))
        let scrolling = AlternatingRuns(plan: context.plan(minimumTimedRuns: 60, warmUps: 2)).collect(
            trellis: { scene.measureOneFrame { scene.pipeline.handle(.scroll(dx: 0, dy: page, at: centre)) } },
            baseline: { baseline.measure { baseline.scroll(by: page) } })
        let scrolled = PixelCheck.compare(window: context.window, region: whole,
                                          trellis: { scene.reset() }, baseline: { baseline.reset() })
        PixelCheck.record(scrolled, as: "scrolledCheck", figures: &figures, notes: &notes)
        figures["scrolling.missedFrames"] = Double(missedFrames(scrolling.trellis))
        return ScenarioResult(scenario: "table", summary: summary, ops: [
            OpResult(op: "first frame, \(grouped(ProcessRows.count)) rows", trellis: first.trellis, baseline: first.baseline),
            OpResult(op: "sort by a header click", trellis: sorting.trellis, baseline: sorting.baseline),
            OpResult(op: "scroll one page", trellis: scrolling.trellis, baseline: scrolling.baseline),
        ], figures: figures, notes: notes)
    }

    /// A pointer pressed and released on `rect`'s centre, through the same path a window's events take.
    private static func click(_ rect: Rect, in scene: TrellisScene) {
        let point = Point(x: rect.midX, y: rect.midY)
        scene.pipeline.handle(.pointerDown(point))
        scene.pipeline.handle(.pointerUp(point))
    }

    /// The median of three sorts of a copy of `rows` by `sort`, in milliseconds:
    /// how much of the click the app's own sorting takes.
    private static func sortMilliseconds(_ rows: [ProcessRow], _ sort: (inout [ProcessRow]) -> Void) -> Double {
        let times = (0..<3).map { _ in
            var copy = rows
            let start = MonotonicClock.now()
            sort(&copy)
            return (MonotonicClock.now() - start) * 1000
        }
        return times.sorted()[1]
    }
}
