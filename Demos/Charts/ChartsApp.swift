import Trellis

@main struct ChartsApp: App {
    var body: some Scene { WindowGroup("Charts") { ChartsView() } }
}

/// A live CPU chart driven by a timeline, a bar chart with a point on top,
/// and a gauge drawn on a canvas with a shadow.
struct ChartsView: View {
    @State private var load = LoadHistory()
    @State private var isLive = false

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Text("📈 System load").font(.title2)
                Spacer()
                Toggle("Live", isOn: $isLive)
            }
            TimelineView(.animation(minimumInterval: nil, paused: !isLive)) { timeline in
                LoadChart(history: load)
                    .onChange(of: timeline.date) { load.advance() }
            }
            .frame(height: 180)
            HStack(spacing: 16) {
                SalesChart().frame(width: 260, height: 150)
                Gauge(value: 0.68).frame(width: 150, height: 150)
            }
        }
        .padding(16)
    }
}

/// 600 samples of two series; `advance` appends one of each and drops the oldest.
@Observable final class LoadHistory {
    struct Sample: Identifiable {
        let id: Int
        let series: String
        let value: Double
    }

    private(set) var tick = 0
    var samples: [Sample] { (tick..<(tick + 120)).flatMap { [cpu(at: $0), memory(at: $0)] } }

    func advance() { tick += 1 }

    private func cpu(at index: Int) -> Sample {
        Sample(id: index * 2, series: "CPU", value: 45 + 25 * sin(Double(index) / 9) + 12 * sin(Double(index) / 2.3))
    }

    private func memory(at index: Int) -> Sample {
        Sample(id: index * 2 + 1, series: "Memory", value: 62 + 8 * sin(Double(index) / 30))
    }
}

struct LoadChart: View {
    let history: LoadHistory

    var body: some View {
        Chart {
            ForEach(history.samples) { sample in
                LineMark(x: .value("Second", sample.id / 2), y: .value("Percent", sample.value))
                    .foregroundStyle(by: .value("Series", sample.series))
            }
        }
        .chartXScale(domain: history.tick...(history.tick + 119))
        .chartYScale(domain: 0...100)
    }
}

struct SalesChart: View {
    private let months = [("Jan", 12.0), ("Feb", 18.0), ("Mar", 9.0), ("Apr", 22.0), ("May", 16.0)]

    var body: some View {
        Chart {
            ForEach(months, id: \.0) { month in
                BarMark(x: .value("Month", month.0), y: .value("Sales", month.1))
            }
            PointMark(x: .value("Month", "Apr"), y: .value("Sales", 22)).foregroundStyle(.orange)
        }
    }
}

/// A ring from 7 o'clock to 5 o'clock, filled to `value`, with its percentage in the middle.
struct Gauge: View {
    let value: Double

    var body: some View {
        Canvas { context, size in
            let centre = CGPoint(x: size.width / 2, y: size.height / 2)
            let radius = min(size.width, size.height) / 2 - 12
            var track = Path()
            track.addArc(center: centre, radius: radius, startAngle: .degrees(135), endAngle: .degrees(405), clockwise: false)
            context.stroke(track, with: .color(.gray.opacity(0.25)), lineWidth: 12)
            var filled = Path()
            filled.addArc(center: centre, radius: radius, startAngle: .degrees(135),
                          endAngle: .degrees(135 + 270 * value), clockwise: false)
            var lit = context
            lit.addFilter(.shadow(color: .blue.opacity(0.5), radius: 6))
            lit.stroke(filled, with: .color(.blue), lineWidth: 12)
            context.draw(Text("\(Int(value * 100))%").font(.title), at: centre)
        }
    }
}
