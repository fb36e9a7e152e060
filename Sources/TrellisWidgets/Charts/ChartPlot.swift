@_spi(TrellisExtension) import TrellisCore

import Foundation

/// A chart's marks placed on its scales, drawn into canvas contexts: the axes
/// and grid into one, the marks into another, so a new point leaves the axes'
/// recording (and pixels) alone while its ticks stay put.
@MainActor
struct ChartPlot {
    let marks: [PlottedMark]
    let settings: ChartSettings
    /// Series names in the order first seen.
    let series: [String]
    let x: ChartScale
    let y: ChartScale
    /// Where each bar starts and ends, stacked per x value as Swift Charts stacks them.
    private let barSpans: [Int: (Double, Double)]

    /// Swift Charts' default series colours, in order.
    static let palette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow, .brown, .pink, .indigo]
    static let labelFont = Font.caption2

    init(_ gathered: ChartMarks, settings: ChartSettings) {
        var usable: [PlottedMark] = []
        usable.reserveCapacity(gathered.marks.count)
        for mark in gathered.marks {
            if [mark.x.number, mark.y.number].contains(where: { $0.map { !$0.isFinite } ?? false }) {
                Diagnostics.warnOnce("chart-nan", "a chart mark at a NaN or infinite value is left out")
                continue
            }
            usable.append(mark)
        }
        marks = usable
        self.settings = settings
        var names: [String] = []
        var seen: Set<String> = []
        for mark in usable { if let name = mark.series, seen.insert(name).inserted { names.append(name) } }
        series = names
        var spans: [Int: (Double, Double)] = [:]
        var tops: [ChartValue: Double] = [:]
        var yValues: [ChartValue] = []
        yValues.reserveCapacity(usable.count)
        for (index, mark) in usable.enumerated() {
            if mark.kind == .bar, let height = mark.y.number {
                let base = tops[mark.x] ?? 0
                tops[mark.x] = base + height
                spans[index] = (base, base + height)
                yValues.append(.number(base + height))
            } else {
                yValues.append(mark.y)
            }
        }
        barSpans = spans
        x = ChartScale(usable.map(\.x), domain: settings.xDomain, includesZero: false)
        // As in Swift Charts, an automatic numeric y axis starts from zero.
        y = ChartScale(yValues, domain: settings.yDomain, includesZero: true)
    }

    func color(of mark: PlottedMark) -> Color {
        if let color = mark.color { return color }
        guard let name = mark.series, let index = series.firstIndex(of: name) else { return Self.palette[0] }
        return color(ofSeriesAt: index)
    }

    /// The colour of the `index`th series: the chart's style scale's, else the default palette's.
    func color(ofSeriesAt index: Int) -> Color {
        settings.seriesColors.color(of: series[index], index: index) ?? Self.palette[index % Self.palette.count]
    }

    private var showsXAxis: Bool { settings.xAxis != .hidden }
    private var showsYAxis: Bool { settings.yAxis != .hidden }

    /// The rectangle marks are drawn in, leaving room for the axes' labels.
    func plotFrame(in size: CGSize, context: GraphicsContext) -> CGRect {
        let lineHeight = context.resolve(Text("0").font(Self.labelFont)).measure(in: size).height
        var trailing = 0.0, bottom = 0.0, top = 0.0
        if showsYAxis {
            let widest = y.ticks.map { context.resolve(Text($0.label).font(Self.labelFont)).measure(in: size).width }.max() ?? 0
            trailing = widest + 6
            top = (lineHeight / 2).rounded(.up)
        }
        if showsXAxis {
            bottom = lineHeight + 4
        } else if showsYAxis {
            // The lowest y label is centred on the baseline; without x labels below, half of it would be cut off.
            bottom = (lineHeight / 2).rounded(.up)
        }
        return CGRect(x: 0, y: top, width: max(size.width - trailing, 1), height: max(size.height - top - bottom, 1))
    }

    func position(_ value: ChartValue, along scale: ChartScale, from start: Double, length: Double, flipped: Bool) -> Double? {
        guard let fraction = scale.fraction(of: value) else { return nil }
        return flipped ? start + length * (1 - fraction) : start + length * fraction
    }

    func point(of mark: PlottedMark, in plot: CGRect, y value: ChartValue? = nil) -> CGPoint? {
        guard let px = position(mark.x, along: x, from: plot.minX, length: plot.width, flipped: false),
              let py = position(value ?? mark.y, along: y, from: plot.minY, length: plot.height, flipped: true) else { return nil }
        return CGPoint(x: px, y: py)
    }

    /// Grid lines, the baseline and tick labels.
    func drawAxes(in context: inout GraphicsContext, size: CGSize) {
        let plot = plotFrame(in: size, context: context)
        let grid = Color.gray.opacity(0.3)
        var lines = Path()
        if showsYAxis {
            for tick in y.ticks {
                guard let py = position(tick.value, along: y, from: plot.minY, length: plot.height, flipped: true) else { continue }
                let crisp = py.rounded() + 0.5
                lines.move(to: CGPoint(x: plot.minX, y: crisp))
                lines.addLine(to: CGPoint(x: plot.maxX, y: crisp))
                let label = context.resolve(Text(tick.label).font(Self.labelFont).foregroundColor(.secondary))
                context.draw(label, at: CGPoint(x: plot.maxX + 6, y: py), anchor: .leading)
            }
        }
        if showsXAxis {
            for tick in x.ticks {
                guard let px = position(tick.value, along: x, from: plot.minX, length: plot.width, flipped: false) else { continue }
                if case .linear = x.kind {
                    let crisp = px.rounded() + 0.5
                    lines.move(to: CGPoint(x: crisp, y: plot.minY))
                    lines.addLine(to: CGPoint(x: crisp, y: plot.maxY))
                }
                let label = context.resolve(Text(tick.label).font(Self.labelFont).foregroundColor(.secondary))
                let width = label.measure(in: size).width
                let centre = min(max(px, width / 2), size.width - width / 2)
                context.draw(label, at: CGPoint(x: centre, y: plot.maxY + 3), anchor: .top)
            }
        }
        context.stroke(lines, with: .color(grid), lineWidth: 1)
        if showsXAxis {
            var baseline = Path()
            baseline.move(to: CGPoint(x: plot.minX, y: plot.maxY.rounded() - 0.5))
            baseline.addLine(to: CGPoint(x: plot.maxX, y: plot.maxY.rounded() - 0.5))
            context.stroke(baseline, with: .color(Color.gray.opacity(0.6)), lineWidth: 1)
        }
    }

    /// Every mark: bars, areas, lines, then points on top.
    func drawMarks(in context: inout GraphicsContext, size: CGSize) {
        let plot = plotFrame(in: size, context: context)
        context.clip(to: Path(plot.insetBy(dx: -5, dy: -5)))
        drawBars(in: context, plot: plot)
        for kind in [PlottedMark.Kind.area, .line] { drawRuns(of: kind, in: context, plot: plot) }
        for mark in marks where mark.kind == .point {
            guard let centre = point(of: mark, in: plot) else { continue }
            context.fill(Path(ellipseIn: CGRect(x: centre.x - 4, y: centre.y - 4, width: 8, height: 8)), with: .color(color(of: mark)))
        }
    }

    private func drawBars(in context: GraphicsContext, plot: CGRect) {
        let bars = marks.indices.filter { marks[$0].kind == .bar }
        guard !bars.isEmpty else { return }
        let stacks = Set(bars.map { marks[$0].x }).count
        let width = max(plot.width * x.bandFraction(marks: stacks) * 0.6, 1)
        for index in bars {
            let mark = marks[index]
            guard let span = barSpans[index],
                  let bottom = point(of: mark, in: plot, y: .number(span.0)),
                  let top = point(of: mark, in: plot, y: .number(span.1)) else { continue }
            let rect = CGRect(x: bottom.x - width / 2, y: min(top.y, bottom.y), width: width, height: abs(bottom.y - top.y))
            context.fill(Path(rect), with: .color(color(of: mark)))
        }
    }

    /// Lines and areas: one path per series, through its marks in order.
    private func drawRuns(of kind: PlottedMark.Kind, in context: GraphicsContext, plot: CGRect) {
        var runs: [String?: (points: [CGPoint], color: Color)] = [:]
        var order: [String?] = []
        for mark in marks where mark.kind == kind {
            guard let point = point(of: mark, in: plot) else { continue }
            if runs[mark.series] == nil {
                runs[mark.series] = ([], color(of: mark))
                order.append(mark.series)
            }
            runs[mark.series]?.points.append(point)
        }
        let zero = position(.number(0), along: y, from: plot.minY, length: plot.height, flipped: true) ?? plot.maxY
        let base = min(max(zero, plot.minY), plot.maxY)
        for name in order {
            guard let run = runs[name], let first = run.points.first, let last = run.points.last else { continue }
            var path = Path()
            path.addLines(run.points)
            if kind == .area {
                path.addLine(to: CGPoint(x: last.x, y: base))
                path.addLine(to: CGPoint(x: first.x, y: base))
                path.closeSubpath()
                context.fill(path, with: .color(run.color))
            } else {
                context.stroke(path, with: .color(run.color), lineWidth: 2)
            }
        }
    }
}
