import SystemMonitorCore
import Trellis

/// Lines of the last minute that slide to the left when a sample arrives.
///
/// The visible minute rests with the newest sample at its right edge. When a
/// new one arrives, the minute still ends at the sample before it, and then
/// glides on to the new one within half a second; between arrivals nothing
/// is drawn, so a chart costs frames only while it moves.
struct HistoryChart: View {
    let series: [TimeSeries]
    let colors: [Color]
    let yDomain: ClosedRange<Double>
    /// Whether the area under a single line is shaded, as for one process's CPU.
    var isFilled = false
    @State private var slide = Slide()

    /// How long the lines take to move one sample along.
    static let slideDuration = 0.5

    var body: some View {
        TimelineView(.animation(minimumInterval: 1.0 / 30, paused: !slide.isMoving)) { timeline in
            let newest = newestDate ?? timeline.date
            Chart {
                if isFilled, let line = series.first, let color = colors.first {
                    ForEach(line.samples, id: \.date) { sample in
                        AreaMark(x: .value("Time", sample.date), y: .value("Value", sample.value))
                            .foregroundStyle(color.opacity(0.2))
                    }
                }
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
            .onAppear { slide.newest = newestDate }
            // A paused timeline's date is when it paused; the slide starts at its first fresh one.
            .onChange(of: newestDate) { slide = Slide(newest: newestDate, isWaiting: true) }
            .onChange(of: timeline.date) {
                if slide.isWaiting {
                    slide.start = timeline.date
                    slide.isWaiting = false
                } else if let start = slide.start, timeline.date.timeIntervalSince(start) >= Self.slideDuration {
                    slide.start = nil
                }
            }
        }
    }

    private var newestDate: Date? { series.compactMap { $0.samples.last?.date }.max() }

    /// The newest sample the chart has taken in, and when it began sliding in (nil once it is in place).
    private struct Slide: Equatable {
        var newest: Date?
        var start: Date?
        /// Arrived, and waiting for the timeline's next date to start from.
        var isWaiting = false

        var isMoving: Bool { isWaiting || start != nil }
    }

    /// The minute shown: ending at the sample before `newest` when it has just arrived, and at `newest` once the slide is over.
    private func visibleMinute(newest: Date, now: Date) -> ClosedRange<Date> {
        let step = refreshStep
        var progress = 1.0
        if slide.isWaiting || (slide.newest != nil && slide.newest != newestDate) {
            // Just arrived: the slide starts from where the last one ended.
            progress = 0
        } else if let start = slide.start {
            let linear = min(max(now.timeIntervalSince(start) / Self.slideDuration, 0), 1)
            progress = 1 - (1 - linear) * (1 - linear)
        }
        let end = newest.addingTimeInterval(step * (progress - 1))
        return end.addingTimeInterval(-SystemMonitor.historySpan)...end
    }

    /// The time between the last two samples: how far the lines move per refresh.
    private var refreshStep: TimeInterval {
        guard let samples = series.first?.samples, samples.count >= 2 else { return 0 }
        return samples[samples.count - 1].date.timeIntervalSince(samples[samples.count - 2].date)
    }
}
