import FrameBenchReport
import Trellis

/// What the chart shows, taken from a report: one panel per scenario, one bar per op.
struct ChartModel: Sendable {
    struct Bar: Sendable {
        var label: String
        var median: Double
        var p90: Double
        var baseline: Double?
        var ratio: Double?
    }

    struct Panel: Sendable {
        var title: String
        var bars: [Bar]
        /// The value a full-length bar stands for, in milliseconds.
        var scale: Double
    }

    var heading: String
    var caption: String
    var panels: [Panel]

    init(_ report: BenchReport) {
        heading = "FrameBench: Trellis frame times, renderer \(report.renderer)"
        caption = "Median ms from the state change to the end of the present (dark bar), p90 (pale), "
            + "hand-written SDL baseline median (orange). Each panel has its own linear scale. "
            + "\(report.machine.cpuModel), \(report.machine.logicalCPUs) CPUs."
        // A scenario of figures alone (`memory`) has no times to chart.
        panels = report.scenarios.filter { !$0.ops.isEmpty }.map { scenario in
            let bars = scenario.ops.map { op in
                Bar(label: op.op, median: op.trellis.median, p90: op.trellis.p90, baseline: op.baseline?.median, ratio: op.ratio)
            }
            let largest = bars.map { max($0.p90, $0.baseline ?? 0) }.max() ?? 0
            return Panel(title: scenario.scenario, bars: bars, scale: Self.niceScale(above: largest))
        }
    }

    /// The smallest of 1, 2 or 5 times a power of ten that is at least `value`.
    static func niceScale(above value: Double) -> Double {
        guard value > 0, value.isFinite else { return 1 }
        var step = 0.001
        while true {
            for factor in [1.0, 2.0, 5.0] where step * factor >= value { return step * factor }
            step *= 10
        }
    }
}

/// The chart: a heading, then a panel of bars per scenario.
struct ChartView: View {
    let model: ChartModel

    static let width = 1200.0
    static let labelWidth = 280.0
    static let plotWidth = 560.0

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Text(model.heading).font(.title2)
            Text(model.caption).font(.caption).foregroundColor(.secondary)
            ForEach(0..<model.panels.count, id: \.self) { index in
                ChartPanelView(panel: model.panels[index])
            }
        }
        .padding(20)
        .frame(width: Self.width, alignment: .topLeading)
        .frame(maxHeight: .infinity, alignment: .top)
    }
}

/// One scenario's bars under its name and scale.
struct ChartPanelView: View {
    let panel: ChartModel.Panel

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(spacing: 12) {
                Text(panel.title).font(.headline)
                Text("full bar = \(ChartBarView.format(panel.scale)) ms").font(.caption).foregroundColor(.secondary)
            }
            ForEach(0..<panel.bars.count, id: \.self) { index in
                ChartBarView(bar: panel.bars[index], scale: panel.scale)
            }
        }
    }
}

/// An op's label, its bars, and its numbers.
struct ChartBarView: View {
    let bar: ChartModel.Bar
    let scale: Double

    static let trellisColor = Color(red: 0.16, green: 0.38, blue: 0.78)
    static let p90Color = Color(red: 0.72, green: 0.80, blue: 0.95)
    static let baselineColor = Color(red: 0.95, green: 0.55, blue: 0.10)

    var body: some View {
        HStack(spacing: 10) {
            Text(bar.label).font(.callout)
                .frame(width: ChartView.labelWidth, alignment: .trailing)
            ZStack(alignment: .topLeading) {
                Color(white: 0.95)
                VStack(alignment: .leading, spacing: 2) {
                    ZStack(alignment: .leading) {
                        Self.p90Color.frame(width: length(bar.p90), height: 12)
                        Self.trellisColor.frame(width: length(bar.median), height: 12)
                    }
                    Self.baselineColor.frame(width: length(bar.baseline ?? 0), height: 5)
                }
                .padding(.top, 2)
            }
            .frame(width: ChartView.plotWidth, height: 21)
            Text(numbers).font(.caption)
        }
    }

    /// The bar length for `value` milliseconds; at least a pixel, so small values still show.
    private func length(_ value: Double) -> Double {
        guard value > 0, scale > 0 else { return 0 }
        return max(min(value / scale, 1) * ChartView.plotWidth, 1)
    }

    private var numbers: String {
        var text = "\(Self.format(bar.median)) ms (p90 \(Self.format(bar.p90)))"
        if let baseline = bar.baseline { text += ", base \(Self.format(baseline))" }
        if let ratio = bar.ratio { text += ", \(Self.format(ratio))×" }
        return text
    }

    /// Three significant figures, without trailing noise.
    static func format(_ value: Double) -> String {
        if value >= 100 { return String(Int(value.rounded())) }
        if value >= 10 { return String((value * 10).rounded() / 10) }
        if value >= 1 { return String((value * 100).rounded() / 100) }
        return String((value * 1000).rounded() / 1000)
    }
}
