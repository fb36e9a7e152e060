import FrameBenchReport
import Trellis

/// Reads what Trellis drew into the baseline's own terms: positions, colours
/// and line breaks, so the hand-written side draws the same pixels.
@MainActor
enum SceneCapture {
    /// The graphics of the scene's last frame that touch `region`, in paint order.
    static func items(of scene: TrellisScene, within region: PixelRect) throws -> [PlacedItem] {
        var items: [PlacedItem] = []
        for graphic in scene.pipeline.displayList.graphics {
            let rect = RowsGeometry.pixels(x: graphic.frame.x, y: graphic.frame.y,
                                           width: graphic.frame.width, height: graphic.frame.height)
            let clip = graphic.clip.map { RowsGeometry.pixels(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
            guard rect.intersects(clip?.intersection(region) ?? region) else { continue }
            switch graphic.content {
            case .fill(let color) where graphic.mask == nil:
                items.append(.fill(rect, pixel(color), clip: clip))
            case .fill(let color), .shape(_, .fill(let color)):
                // The scenes here round only avatars and indicators: circles and
                // capsules, whose corners are half the shorter side.
                let radius = min(graphic.frame.width, graphic.frame.height) / 2
                items.append(.roundedFill(rect, pixel(color), radius: radius, clip: clip))
            case .text(let run):
                items.append(.text(lines: run.displayedLines, x: rect.x, y: rect.y, size: Int32(run.font.size.rounded()),
                                   bold: run.font.weight >= .semibold, color: pixel(run.color), clip: clip))
            default:
                throw BenchError("the snapshot baseline draws fills and text only, not \(graphic.content)")
            }
        }
        return items
    }

    private static func pixel(_ color: RGBA) -> PixelColor {
        PixelColor(r: color.r, g: color.g, b: color.b, a: color.a)
    }
}

/// A first-frame op timed for Trellis and a hand-written baseline in turns,
/// after checking that both draw the same pixels in `region`.
@MainActor
enum SnapshotComparison {
    static func run<Content: View>(_ op: String, region: PixelRect, context: BenchContext,
                                   checkName: String = "baselineCheck", figures: inout [String: Double], notes: inout [String],
                                   _ make: @escaping () -> Content) throws -> OpResult {
        let probe = try TrellisScene(make(), window: context.window)
        probe.reset()
        let items = try SceneCapture.items(of: probe, within: region)
        let baseline = SnapshotBaseline(canvas: context.baseline, items: items)
        let check = PixelCheck.compare(window: context.window, region: region,
                                       trellis: { probe.reset() }, baseline: { baseline.reset() })
        PixelCheck.record(check, as: checkName, figures: &figures, notes: &notes)
        probe.close()
        baseline.forgetTextures()
        var failure: Error?
        let runs = AlternatingRuns(plan: context.plan(warmUps: 2)).collect(
            trellis: {
                do { return try FirstFrame.sample(window: context.window, make) } catch {
                    failure = error
                    return OpSample()
                }
            },
            baseline: { baseline.firstFrame() })
        if let failure { throw failure }
        baseline.forgetTextures()
        if let measured = runs.trellis.last?.counters["textMeasurements"] {
            figures["textMeasurementsPerPass"] = Double(measured)
        }
        return OpResult(op: op, trellis: runs.trellis, baseline: runs.baseline)
    }
}

extension SceneCapture {
    /// The texts of the scene's last frame, by the string each shows, placed where Trellis drew them.
    static func labels(of scene: TrellisScene) -> [String: (label: PlacedLabel, frame: Rect)] {
        var labels: [String: (label: PlacedLabel, frame: Rect)] = [:]
        for graphic in scene.pipeline.displayList.graphics {
            guard case .text(let run) = graphic.content else { continue }
            let rect = RowsGeometry.pixels(x: graphic.frame.x, y: graphic.frame.y,
                                           width: graphic.frame.width, height: graphic.frame.height)
            let label = PlacedLabel(text: run.string, x: rect.x, y: rect.y, size: Int32(run.font.size.rounded()),
                                    bold: run.font.weight >= .semibold,
                                    color: PixelColor(r: run.color.r, g: run.color.g, b: run.color.b, a: run.color.a))
            labels[run.string] = (label, graphic.frame)
        }
        return labels
    }
}
