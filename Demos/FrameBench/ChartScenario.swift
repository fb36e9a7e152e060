import Foundation
import FrameBenchReport
import Observation
import Trellis
@_spi(TrellisExtension) import TrellisCore

/// `chart`: a 600-point line chart with a y axis, one point appended and the
/// oldest dropped every frame, 600 frames of the fixed 60 Hz clock timed one
/// by one, against a baseline that strokes the same line with Cairo into a
/// texture of its own over axes it drew once.
@MainActor
enum ChartScenario {
    static let summary = "600-point live line chart, one point appended and one dropped per frame; 600 frames at 60 Hz"
    static let frames = 600

    static func run(_ context: BenchContext) throws -> ScenarioResult {
        let series = BenchSeries()
        let scene = try TrellisScene(LiveLineChart(series: series), window: context.window)
        defer { scene.close() }
        context.progress("chart: \(frames) frames")
        for _ in 0..<3 { _ = scene.measureOneFrame() }
        guard let plot = plotFrame(of: scene) else { throw BenchError("chart drew no marks canvas; cannot place the baseline") }
        let baseline = ChartBaseline(canvas: context.baseline, plot: plot, values: series.values)
        baseline.reset()
        scene.reset()

        var samples: [OpSample] = [], baselineSamples: [OpSample] = []
        // `--exact-runs` may ask for fewer, to count one frame's instructions.
        for _ in 0..<context.plan(minimumTimedRuns: frames, warmUps: 0).timed {
            samples.append(scene.measureOneFrame { series.advance() })
            baselineSamples.append(baseline.measure { baseline.advance(to: series.values.last ?? 0) })
        }
        var notes: [String] = []
        let rasterised = samples.map { ($0.counters["texturesUpdated"] ?? 0) + ($0.counters["texturesCreated"] ?? 0) }
        if rasterised.contains(where: { $0 != 1 }) {
            notes.append("check: a frame rasterised \(rasterised.max() ?? 0) textures; only the marks canvas should change")
        }
        let budget = 1.0 / 60
        let over = samples.filter { $0.total > budget }.count
        return ScenarioResult(scenario: "chart", summary: summary,
                              ops: [OpResult(op: "one frame of a 600-point live chart", trellis: samples, baseline: baselineSamples)],
                              figures: ["framesOverBudget": Double(over)], notes: notes)
    }

    /// Where the chart draws its marks, in window points: the marks canvas clips to it, widened by 5.
    private static func plotFrame(of scene: TrellisScene) -> (frame: Rect, plot: Rect)? {
        for graphic in scene.pipeline.displayList.graphics {
            guard case .drawing(let drawing) = graphic.content,
                  case .path(let path, _, _)? = drawing.commands.first?.state.clips.first else { continue }
            return (graphic.frame, path.boundingRect.insetBy(dx: 5, dy: 5))
        }
        return nil
    }
}

/// The live series: 600 values of a wave, the next appended as the oldest goes.
@MainActor @Observable
final class BenchSeries {
    private(set) var values: [Double]
    private(set) var start = 0

    init() {
        values = (0..<600).map(Self.value(at:))
    }

    static func value(at index: Int) -> Double {
        50 + 35 * sin(Double(index) / 25) + 10 * sin(Double(index) / 3.7)
    }

    func advance() {
        start += 1
        values.removeFirst()
        values.append(Self.value(at: start + 599))
    }
}

/// The chart Trellis draws: a line, a y axis from 0 to 100, no x axis.
struct LiveLineChart: View {
    let series: BenchSeries

    var body: some View {
        let start = series.start
        Chart {
            ForEach(Array(series.values.enumerated()), id: \.offset) { index, value in
                LineMark(x: .value("Sample", start + index), y: .value("Load", value))
            }
        }
        .chartXAxis(.hidden)
        .chartYScale(domain: 0...100)
        .frame(width: 800, height: 400)
    }
}
