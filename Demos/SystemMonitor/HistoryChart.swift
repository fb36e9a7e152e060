import SystemMonitorCore
import Trellis

/// Lines of the last minute that scroll smoothly to the left, as GNOME System Monitor's graphs do.
///
/// The newest sample enters at the right edge over one refresh interval:
/// the visible minute ends one interval behind the newest sample when it
/// arrives and catches up with it as time passes.
struct HistoryChart: View {
    let series: [TimeSeries]
    let colors: [Color]
    let yDomain: ClosedRange<Double>
    /// When the newest sample was first drawn, on the timeline's clock.
    @State private var arrival: Date?

    var body: some View {
        TimelineView(.animation(minimumInterval: 1.0 / 30)) { timeline in
            let newest = series.compactMap { $0.samples.last?.date }.max() ?? timeline.date
            Chart {
                ForEach(series) { line in
                    ForEach(line.samples, id: \.date) { sample in
                        LineMark(x: .value("Time", sample.date), y: .value("Value", sample.value))
                            .foregroundStyle(by: .value("Series", line.name))
                    }
                }
            }
            .chartForegroundStyleScale(domain: series.map(\.name), range: colors)
            .chartXScale(domain: visibleMinute(newest: newest, now: timeline.date))
            .chartYScale(domain: yDomain)
            .chartXAxis(.hidden)
            .chartLegend(.hidden)
            .onChange(of: newest) { arrival = timeline.date }
        }
    }

    /// The minute shown: ending one step before `newest` when it has just arrived, and at it one step later.
    private func visibleMinute(newest: Date, now: Date) -> ClosedRange<Date> {
        let step = refreshStep
        let progress = arrival.map { min(max(now.timeIntervalSince($0), 0), step) } ?? step
        let end = newest.addingTimeInterval(progress - step)
        return end.addingTimeInterval(-SystemMonitor.historySpan)...end
    }

    /// The time between the last two samples: how far the line moves per refresh.
    private var refreshStep: TimeInterval {
        guard let samples = series.first?.samples, samples.count >= 2 else { return 0 }
        return samples[samples.count - 1].date.timeIntervalSince(samples[samples.count - 2].date)
    }
}
