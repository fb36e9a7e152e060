import Foundation
import FrameBenchReport
import Trellis
import TrellisSDL

/// Draws the chart with Trellis itself, headless, into a PNG.
@MainActor
enum ChartRenderer {
    static func writePNG(of report: BenchReport, to url: URL) throws {
        let chart = ChartView(model: ChartModel(report))
        // Lay out once on a tall target to learn how tall the chart is, then
        // draw it on a target of exactly that height.
        let height = try draw(chart, height: 4_000) { pipeline, _ in
            let bottom = pipeline.displayList.graphics.map(\.frame.maxY).max() ?? 600
            return Int(bottom.rounded(.up)) + 20
        }
        try draw(chart, height: height) { _, target in try target.writePNG(to: url) }
    }

    /// Runs one frame of `chart` on an offscreen target and hands both to `use`.
    @discardableResult
    private static func draw<Result>(_ chart: ChartView, height: Int,
                                     _ use: (FramePipeline, OffscreenTarget) throws -> Result) throws -> Result {
        let target = try OffscreenTarget(width: Int(ChartView.width), height: height)
        let pipeline = try FramePipeline(content: chart, renderer: target.renderer,
                                         size: Size(width: Double(target.width), height: Double(target.height)))
        // Textures belong to the target's renderer, which goes away with it.
        defer { pipeline.releaseTextures() }
        pipeline.runFrame()
        return try use(pipeline, target)
    }
}
