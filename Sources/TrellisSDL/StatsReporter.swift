import Foundation
import TrellisCore

/// With `TRELLIS_STATS=1`, prints one line a second: frames per second, the
/// median and 99th-percentile time of each phase, and the texture counters.
@MainActor
final class StatsReporter {
    private var samples: [FrameTimings] = []
    private var counters = FrameStats()
    private var windowStart = DispatchTime.now().uptimeNanoseconds
    let isEnabled = ProcessInfo.processInfo.environment["TRELLIS_STATS"] == "1"

    func record(_ timings: FrameTimings, stats: FrameStats) {
        guard isEnabled else { return }
        samples.append(timings)
        counters.accumulate(stats)
        let now = DispatchTime.now().uptimeNanoseconds
        guard now - windowStart >= 1_000_000_000 else { return }
        let seconds = Double(now - windowStart) / 1e9
        print(Self.line(samples: samples, counters: counters, seconds: seconds))
        samples.removeAll(keepingCapacity: true)
        counters = FrameStats()
        windowStart = now
    }

    static func line(samples: [FrameTimings], counters: FrameStats, seconds: Double) -> String {
        func phase(_ name: String, _ value: (FrameTimings) -> Double) -> String {
            let sorted = samples.map(value).sorted()
            guard !sorted.isEmpty else { return "\(name) -" }
            let median = sorted[sorted.count / 2], p99 = sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))]
            return String(format: "%@ %.2f/%.2fms", name, median * 1000, p99 * 1000)
        }
        let fps = Double(counters.framesPresented) / max(seconds, 0.001)
        return String(format: "trellis: %.1f fps | ", fps)
            + [phase("events", \.events), phase("update", \.update), phase("layout", \.layout),
               phase("render", \.render), phase("present", \.present)].joined(separator: " | ")
            + " | textures +\(counters.texturesCreated) ~\(counters.texturesUpdated) -\(counters.texturesDestroyed) =\(counters.texturesAlive)"
    }
}
