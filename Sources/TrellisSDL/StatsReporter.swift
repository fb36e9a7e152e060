import Foundation
@_spi(TrellisExtension) import TrellisCore

/// With `TRELLIS_STATS=1`, prints one line a second: frames per second, the
/// median and 99th-percentile time of each phase, and the texture counters.
/// With `TRELLIS_STATS=frames`, also one line per drawn frame, for measuring
/// the frames of a stretch of time (a tool's refreshes) afterwards.
///
/// An idle second prints a line too (0 fps), so a quiet log means a stuck
/// loop rather than an idle one.
@MainActor
final class StatsReporter {
    private var samples: [FrameTimings] = []
    private var counters = FrameStats()
    private var windowStart: UInt64?
    let isEnabled: Bool
    /// Whether each drawn frame gets a line of its own.
    let logsEachFrame: Bool
    private let write: (String) -> Void

    /// A reporter that prints when `TRELLIS_STATS` is `1` or `frames`; tests pass their own switches and output.
    init(isEnabled: Bool = ["1", "frames"].contains(EnvironmentVariables.value(of: "TRELLIS_STATS")),
         logsEachFrame: Bool = EnvironmentVariables.value(of: "TRELLIS_STATS") == "frames",
         write: @escaping (String) -> Void = { print($0) }) {
        self.isEnabled = isEnabled || logsEachFrame
        self.logsEachFrame = logsEachFrame
        self.write = write
    }

    /// Notes one turn of the frame loop at `now`, in nanoseconds of the monotonic
    /// clock: `timings` for a frame that drew, nil for one that did not.
    /// Writes a line once a second has passed since the last one.
    func record(_ timings: FrameTimings?, stats: FrameStats, at now: UInt64 = DispatchTime.now().uptimeNanoseconds) {
        guard isEnabled else { return }
        if let timings {
            samples.append(timings)
            if logsEachFrame { write(Self.frameLine(timings, at: now)) }
        }
        counters.accumulate(stats)
        guard let start = windowStart else {
            windowStart = now
            return
        }
        guard now >= start, now - start >= 1_000_000_000 else { return }
        write(Self.line(samples: samples, counters: counters, seconds: Double(now - start) / 1e9))
        samples.removeAll(keepingCapacity: true)
        counters = FrameStats()
        windowStart = now
    }

    /// The summary of `samples` (one per frame drawn) over `seconds`.
    static func line(samples: [FrameTimings], counters: FrameStats, seconds: Double) -> String {
        func phase(_ name: String, _ value: (FrameTimings) -> Double) -> String {
            let sorted = samples.map(value).sorted()
            guard !sorted.isEmpty else { return "\(name) -" }
            return String(format: "%@ %.2f/%.2fms", name, percentile(0.5, of: sorted) * 1000, percentile(0.99, of: sorted) * 1000)
        }
        let fps = Double(counters.framesPresented) / max(seconds, 0.001)
        return String(format: "trellis: %.1f fps | ", fps)
            + [phase("events", \.events), phase("update", \.update), phase("layout", \.layout),
               phase("display", \.display), phase("animation", \.animation), phase("render", \.render),
               phase("present", \.present)].joined(separator: " | ")
            + " | textures +\(counters.texturesCreated) ~\(counters.texturesUpdated) -\(counters.texturesDestroyed) =\(counters.texturesAlive)"
    }

    /// One drawn frame: when it ended (seconds of the monotonic clock, as /proc/uptime counts),
    /// the time its work took (update, layout, display, animation, render and present), and each phase's, in milliseconds.
    /// The events phase is listed but not counted: in an idle window it is mostly the wait for them.
    static func frameLine(_ timings: FrameTimings, at now: UInt64) -> String {
        let work = timings.update + timings.layout + timings.display + timings.animation + timings.render + timings.present
        return String(format: "trellis-frame: at %.3f s, %.2f ms (events %.2f, update %.2f, layout %.2f, display %.2f, animation %.2f, render %.2f, present %.2f)",
                      Double(now) / 1e9, work * 1000, timings.events * 1000, timings.update * 1000, timings.layout * 1000,
                      timings.display * 1000, timings.animation * 1000, timings.render * 1000, timings.present * 1000)
    }

    /// The nearest-rank percentile: the smallest value with at least `fraction` of them at or below it.
    static func percentile(_ fraction: Double, of sorted: [Double]) -> Double {
        let rank = Int((fraction * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }
}
