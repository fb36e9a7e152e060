import FrameBenchReport
import Trellis

/// The three ops of `table`, each run on its own when `--op` names it.
@MainActor
struct TableOps {
    let context: BenchContext
    let original: [ProcessRow]
    let model: ProcessTableModel
    let scene: TrellisScene
    let baseline: TableBaseline
    let geometry: TableGeometry
    let nameTitle: Rect

    /// What an op hands back: both sides' samples.
    typealias Runs = (trellis: [OpSample], baseline: [OpSample])

    /// The table's first frame, made afresh each run.
    func firstFrame(figures: inout [String: Double], notes: inout [String]) -> Runs {
        let context = context, original = original, baseline = baseline
        return AlternatingRuns(plan: context.plan(minimumTimedRuns: 5, warmUps: 1)).collect(
            trellis: {
                (try? FirstFrame.sample(window: context.window) { TableBenchView(model: ProcessTableModel(rows: original)) })
                    ?? OpSample()
            },
            baseline: { baseline.measure { baseline.load(original) } })
    }

    /// A click on the Name header, which sorts every row; and, untimed in the op,
    /// how long the app's own sort takes.
    func sort(figures: inout [String: Double], notes: inout [String]) -> Runs {
        let scene = scene, model = model, original = original, baseline = baseline, nameTitle = nameTitle
        let sorting = AlternatingRuns(plan: context.plan(minimumTimedRuns: 10, warmUps: 2)).collect(
            trellis: {
                scene.reset {
                    model.sortOrder = [KeyPathComparator(\ProcessRow.pid)]
                    model.rows = original
                }
                return scene.measure { Self.click(nameTitle, in: scene) }
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
        let comparatorSort = Self.sortMilliseconds(original) { $0.sort(using: [KeyPathComparator(\ProcessRow.name)]) }
        let closureSort = Self.sortMilliseconds(original) { $0.sort { $0.name < $1.name } }
        figures["sort.keyPathComparatorMs"] = comparatorSort
        figures["sort.closureMs"] = closureSort
        notes.append(String(format: "the click's sort(using: KeyPathComparator) alone takes %.0f ms; the baseline's closure sort %.0f ms",
                            comparatorSort, closureSort))
        return sorting
    }

    /// Scrolling one page down, from wherever the last op left the table.
    func scroll(figures: inout [String: Double], notes: inout [String]) -> Runs {
        let scene = scene, baseline = baseline
        scene.reset()
        baseline.reset()
        let page = Double(geometry.rowsShown - 1) * geometry.pitch
        let centre = Point(x: Double(geometry.viewport.x + geometry.viewport.w / 2),
                           y: Double(geometry.viewport.y + geometry.viewport.h / 2))
        let scrolling = AlternatingRuns(plan: context.plan(minimumTimedRuns: 60, warmUps: 2)).collect(
            trellis: { scene.measureOneFrame { scene.pipeline.handle(.scroll(dx: 0, dy: page, at: centre)) } },
            baseline: { baseline.measure { baseline.scroll(by: page) } })
        let whole = PixelRect(x: 0, y: 0, w: BenchWindow.width, h: BenchWindow.height)
        let scrolled = PixelCheck.compare(window: context.window, region: whole,
                                          trellis: { scene.reset() }, baseline: { baseline.reset() })
        PixelCheck.record(scrolled, as: "scrolledCheck", figures: &figures, notes: &notes)
        figures["scrolling.missedFrames"] = Double(missedFrames(scrolling.trellis))
        return scrolling
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
