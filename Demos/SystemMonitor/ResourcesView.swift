import SystemMonitorCore
import Trellis

/// The last minute of CPU, memory and network use, as live charts with their current values.
struct ResourcesView: View {
    @Environment(SystemMonitor.self) private var monitor

    var body: some View {
        GeometryReader { proxy in
            // The three charts share the page's height, as GNOME's do, and scroll only below 90 points each.
            let chartHeight = max(90, (proxy.size.height - Self.fixedHeight) / 3)
            ScrollView {
                VStack(alignment: .leading, spacing: 20) {
                    CPUSection(cores: monitor.cores, chartHeight: chartHeight)
                    MemorySection(memory: monitor.memory, swap: monitor.swap, info: monitor.memoryInfo, chartHeight: chartHeight)
                    NetworkSection(series: monitor.network, chartHeight: chartHeight)
                }
                .padding(20)
            }
        }
        .navigationTitle("Resources")
    }

    /// What is not chart: the padding, the gaps between sections, and each section's title and legend.
    private static let fixedHeight = 2 * 20 + 2 * 20 + 3 * 60.0
}

/// Colours for lines, in the order of their series.
enum LineColors {
    static let palette: [Color] = [.blue, .orange, .green, .purple, .red, .cyan, .pink, .yellow, .brown, .indigo, .mint, .teal]

    static func first(_ count: Int) -> [Color] {
        (0..<count).map { palette[$0 % palette.count] }
    }
}

/// A titled chart with a legend of current values beneath it.
struct ResourceSection<Legend: View>: View {
    let title: String
    let chart: HistoryChart
    let chartHeight: Double
    @ViewBuilder let legend: Legend

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title).font(.headline)
            chart.frame(height: chartHeight)
            legend
        }
    }
}

/// A dot of a line's colour beside its name and current value.
struct LegendEntry: View {
    let color: Color
    let name: String
    let value: String

    var body: some View {
        HStack(spacing: 6) {
            Circle().fill(color).frame(width: 9, height: 9)
            Text(name)
            Text(value).monospacedDigit().foregroundStyle(.secondary)
        }
        .font(.callout)
    }
}

struct CPUSection: View {
    let cores: [TimeSeries]
    let chartHeight: Double

    var body: some View {
        let colors = LineColors.first(cores.count)
        ResourceSection(title: "CPU", chart: HistoryChart(series: cores, colors: colors, yDomain: 0...100), chartHeight: chartHeight) {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 130), alignment: .leading)], alignment: .leading, spacing: 6) {
                ForEach(Array(cores.enumerated()), id: \.element.id) { index, core in
                    LegendEntry(color: colors[index], name: core.name,
                                value: core.latest.formatted(.number.precision(.fractionLength(1))) + "%")
                }
            }
        }
    }
}

struct MemorySection: View {
    let memory: TimeSeries
    let swap: TimeSeries
    let info: MemoryInfo?
    let chartHeight: Double

    var body: some View {
        let colors: [Color] = [.purple, .green]
        ResourceSection(title: "Memory and Swap",
                        chart: HistoryChart(series: [memory, swap], colors: colors, yDomain: 0...100), chartHeight: chartHeight) {
            HStack(spacing: 24) {
                LegendEntry(color: colors[0], name: "Memory",
                            value: usage(info?.used ?? 0, of: info?.total ?? 0, percent: memory.latest))
                LegendEntry(color: colors[1], name: "Swap",
                            value: (info?.swapTotal ?? 0) == 0 ? "not available"
                                : usage(info?.swapUsed ?? 0, of: info?.swapTotal ?? 0, percent: swap.latest))
            }
        }
    }

    private func usage(_ used: UInt64, of total: UInt64, percent: Double) -> String {
        "\(ByteText.memory(used)) of \(ByteText.memory(total)) (\(percent.formatted(.number.precision(.fractionLength(1))))%)"
    }
}

struct NetworkSection: View {
    let series: [TimeSeries]
    let chartHeight: Double

    var body: some View {
        let colors = LineColors.first(series.count)
        let unit = NetworkUnit(peak: series.flatMap(\.samples).map(\.value).max() ?? 0)
        let scaled = series.map { TimeSeries(name: $0.name, samples: $0.samples.map { .init(date: $0.date, value: $0.value / unit.bytes) }) }
        ResourceSection(title: "Network (\(unit.name))",
                        chart: HistoryChart(series: scaled, colors: colors, yDomain: 0...unit.ceiling), chartHeight: chartHeight) {
            if series.isEmpty {
                Text("No network interface has carried any traffic.").font(.callout).foregroundStyle(.secondary)
            }
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 220), alignment: .leading)], alignment: .leading, spacing: 6) {
                ForEach(Array(series.enumerated()), id: \.element.id) { index, line in
                    LegendEntry(color: colors[index], name: line.name,
                                value: ByteText.memory(UInt64(max(line.latest, 0))) + "/s")
                }
            }
        }
    }
}

/// The unit a network chart is drawn in, picked from its highest rate, and the top of its scale.
struct NetworkUnit {
    let name: String
    let bytes: Double
    let ceiling: Double

    init(peak: Double) {
        let units: [(String, Double)] = [("KiB/s", 1024), ("MiB/s", 1024 * 1024), ("GiB/s", 1024 * 1024 * 1024)]
        let chosen = units.last { peak >= $0.1 * 1024 * 0.9 } ?? units[0]
        name = chosen.0
        bytes = chosen.1
        // A round top a little above the peak, so the line never touches the frame; at least 1 unit.
        let value = max(peak / chosen.1 * 1.1, 1)
        let magnitude = pow(10, floor(log10(value)))
        ceiling = ([1, 2, 5, 10].first { $0 * magnitude >= value } ?? 10) * magnitude
    }
}
