@_spi(TrellisExtension) import TrellisCore

/// A chart of marks, with axes, grid lines and a legend, in Swift Charts' style.
///
/// ```swift
/// Chart {
///     ForEach(samples) { sample in
///         LineMark(x: .value("Time", sample.time), y: .value("CPU", sample.load))
///             .foregroundStyle(by: .value("Core", sample.core))
///     }
/// }
/// .chartYScale(domain: 0...100)
/// ```
///
/// It is drawn with two canvases: the axes and grid, whose recording changes
/// only when the ticks do, and the marks.
public struct Chart<Content: ChartContent>: View {
    let content: Content
    @Environment(\.chartSettings) private var settings

    /// A chart of the marks `content` makes.
    public init(@ChartContentBuilder content: () -> Content) {
        self.content = content()
    }

    /// The plot, then the legend when marks are split into series.
    public var body: some View {
        var gathered = ChartMarks()
        content._plot(into: &gathered)
        let plot = ChartPlot(gathered, settings: settings)
        return VStack(alignment: .leading, spacing: 8) {
            ZStack {
                Canvas { context, size in plot.drawAxes(in: &context, size: size) }
                Canvas { context, size in plot.drawMarks(in: &context, size: size) }
            }
            if !plot.series.isEmpty && settings.legend != .hidden {
                ChartLegend(entries: plot.series.indices.map { index in
                    ChartLegend.Entry(name: plot.series[index], color: plot.color(ofSeriesAt: index))
                })
            }
        }
    }
}

/// The series' names beside dots of their colours.
struct ChartLegend: View {
    struct Entry: Hashable {
        var name: String
        var color: Color
    }

    let entries: [Entry]

    var body: some View {
        HStack(spacing: 12) {
            ForEach(entries, id: \.name) { entry in
                HStack(spacing: 4) {
                    Circle().fill(entry.color).frame(width: 8, height: 8)
                    Text(entry.name).font(.caption).foregroundColor(.secondary)
                }
            }
        }
    }
}
