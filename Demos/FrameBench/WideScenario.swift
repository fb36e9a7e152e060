import FrameBenchReport
import Trellis

/// `update-wide`: one text of N in a scroll view changes per op.
///
/// Two ways of holding the texts are timed, because they cost Trellis
/// differently: one observable model per item (only that item's view is
/// invalidated) and one observable array (the list's reader runs again and
/// every row is compared).
@MainActor
enum WideScenario {
    static let summary = "ScrollView { VStack { ForEach(0..<N) { Text } } }, one text changed per op"

    static func run(_ context: BenchContext) throws -> ScenarioResult {
        var results: [OpResult] = [], notes: [String] = [], figures: [String: Double] = [:]
        for count in [1_000, 10_000] {
            for sharedArray in [false, true] {
                let name = "change 1 of \(grouped(count)) (\(sharedArray ? "one array" : "item models"))"
                guard context.runsOp(name) else { continue }
                context.progress("update-wide: \(name)")
                results.append(try measure(count: count, sharedArray: sharedArray, name: name, context: context,
                                           figures: &figures, notes: &notes))
            }
        }
        return ScenarioResult(scenario: "update-wide", summary: summary, ops: results, figures: figures, notes: notes)
    }

    private static func measure(count: Int, sharedArray: Bool, name: String, context: BenchContext,
                                figures: inout [String: Double], notes: inout [String]) throws -> OpResult {
        let initial = (0..<count).map { wideLabel($0, version: 0) }
        let items = initial.map(WideItem.init)
        let labels = WideLabels(initial)
        // The baseline writes and reads models of its own, no view observing
        // them, so that what Observation costs a write and a read is on both sides.
        let baselineItems = initial.map(WideItem.init)
        let baselineLabels = WideLabels(initial)
        let scene = sharedArray
            ? try TrellisScene(WideArrayView(model: labels), window: context.window)
            : try TrellisScene(WideItemsView(items: items), window: context.window)
        defer { scene.close() }
        scene.reset()
        let layout = try geometry(of: scene, labels: initial)
        let baseline = WideBaseline(canvas: context.baseline, labels: initial, geometry: layout)
        if count == 1_000 && !sharedArray {
            let check = PixelCheck.compare(window: context.window, region: layout.viewport,
                                           trellis: { scene.reset() }, baseline: { baseline.reset() })
            PixelCheck.record(check, as: "baselineCheck", figures: &figures, notes: &notes)
        }

        // Each run changes a text that can be seen, to a string neither side has drawn.
        var trellisVersion = 0, baselineVersion = 0
        let runs = AlternatingRuns(plan: context.plan(warmUps: 3)).collect(
            trellis: {
                trellisVersion += 1
                let index = 3 + trellisVersion % 15
                scene.reset()
                return scene.measure {
                    if sharedArray {
                        labels.labels[index] = wideLabel(index, version: trellisVersion)
                    } else {
                        items[index].text = wideLabel(index, version: trellisVersion)
                    }
                }
            },
            baseline: {
                baselineVersion += 1
                let index = 3 + baselineVersion % 15
                baseline.reset()
                return baseline.measure {
                    let text = wideLabel(index, version: baselineVersion)
                    if sharedArray {
                        baselineLabels.labels[index] = text
                        return baseline.setLabel(index, to: baselineLabels.labels[index])
                    }
                    baselineItems[index].text = text
                    return baseline.setLabel(index, to: baselineItems[index].text)
                }
            })
        let last = 3 + trellisVersion % 15
        if scene.graphics(showing: wideLabel(last, version: trellisVersion)).isEmpty {
            notes.append("check failed: \(name) did not show its last change")
        }
        return OpResult(op: name, trellis: runs.trellis, baseline: runs.baseline)
    }

    /// Where Trellis drew texts 0 and 1, and its scroll indicator.
    static func geometry(of scene: TrellisScene, labels: [String]) throws -> TextColumnGeometry {
        guard let first = scene.graphics(showing: labels[0]).first, let second = scene.graphics(showing: labels[1]).first,
              let clip = first.clip else {
            throw BenchError("the column did not show its first texts; cannot lay out the baseline")
        }
        let indicator = scene.pipeline.displayList.graphics.first {
            if case .fill(let color) = $0.content { return color.a == 90 && $0.frame.width <= 6 }
            return false
        }
        return TextColumnGeometry(
            viewport: RowsGeometry.pixels(x: clip.x, y: clip.y, width: clip.width, height: clip.height),
            x: first.frame.x, y: first.frame.y, pitch: second.frame.y - first.frame.y,
            indicator: indicator.map { RowsGeometry.pixels(x: $0.frame.x, y: $0.frame.y, width: $0.frame.width, height: $0.frame.height) },
            indicatorColor: PixelColor(r: 0, g: 0, b: 0, a: 90))
    }
}
