import Foundation
import FrameBenchReport
import Trellis

/// What `ViewHost.benchmark(frames:warmUp:_:)` measured: frame times by
/// phase with their percentiles, missed frames at 60 Hz, the work the frames
/// did (bodies by view type, layout passes, rasterisations), resident memory,
/// and CPU instructions where the kernel lets a process count them.
///
/// Times are for reading and comparing, never for assertions: a shared
/// machine moves them. Counts (bodies, rasterisations, instructions) are what
/// a test can hold steady.
public struct FrameBenchmark: Sendable {
    /// The 50th, 90th and 99th percentiles of some frame times, in milliseconds.
    public struct Percentiles: Sendable, Equatable, CustomStringConvertible {
        /// The median.
        public var p50: Double
        /// The 90th percentile.
        public var p90: Double
        /// The 99th percentile.
        public var p99: Double

        /// The percentiles of `seconds`, interpolated as FrameBench's are.
        public init(seconds: [Double]) {
            let summary = Summary(seconds: seconds)
            p50 = summary.median
            p90 = summary.p90
            p99 = summary.p99
        }

        /// "p50 1.20 ms, p90 1.80 ms, p99 2.40 ms".
        public var description: String {
            String(format: "p50 %.2f ms, p90 %.2f ms, p99 %.2f ms", p50, p90, p99)
        }
    }

    /// Each timed frame's phase timings, in order.
    public var frameTimings: [FrameTimings]
    /// Each timed frame's counters, in order.
    public var frameStats: [FrameStats]
    /// Bodies run in the timed frames, by view type (`ContentView`, `ModifiedContent<…>` for a modifier's body).
    public var bodyEvaluationsByView: [String: Int]
    /// Layout passes the timed frames ran.
    public var layoutPasses: Int
    /// Proposals measured anew in those passes.
    public var nodesMeasured: Int
    /// Nodes placed in those passes.
    public var nodesPlaced: Int
    /// Graphics rasterised into textures, new or redrawn.
    public var rasterisations: Int
    /// Resident memory of the process after the frames, from `/proc/self/statm`.
    public var residentBytes: Int
    /// User-space CPU instructions the timed frames and their actions ran, where `perf_event_open` is allowed.
    public var instructions: Int?
    /// Why `instructions` is `nil`: the error from `perf_event_open` and `perf_event_paranoid`.
    public var instructionsUnavailableReason: String?

    /// Timed frames.
    public var frames: Int { frameTimings.count }
    /// The counters of the timed frames, added up.
    public var stats: FrameStats {
        var total = FrameStats()
        for frame in frameStats { total.accumulate(frame) }
        return total
    }
    /// Bodies run in the timed frames.
    public var bodyEvaluations: Int { stats.bodyEvaluations }
    /// Timed frames longer than a tick at 60 Hz (16.7 ms).
    public var missedFrames: Int { frameTimings.filter { $0.total > 1.0 / 60 }.count }
    /// The percentiles of whole frames.
    public var total: Percentiles { percentiles(of: \.total) }

    /// The percentiles of one phase, as `percentiles(of: \.layout)`.
    public func percentiles(of phase: KeyPath<FrameTimings, Double>) -> Percentiles {
        Percentiles(seconds: frameTimings.map { $0[keyPath: phase] })
    }

    /// The view types whose bodies ran most, most first: where to look for a body that runs too often.
    public func busiestViews(_ count: Int = 5) -> [(view: String, bodies: Int)] {
        bodyEvaluationsByView.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .prefix(count).map { (view: $0.key, bodies: $0.value) }
    }

    /// A few lines for a test's log: percentiles per phase, missed frames, counts and memory.
    public var summary: String {
        let phases: [(String, KeyPath<FrameTimings, Double>)] = [
            ("frame", \.total), ("events", \.events), ("update", \.update), ("layout", \.layout),
            ("display", \.display), ("animation", \.animation), ("render", \.render), ("present", \.present),
        ]
        var lines = phases.map { name, path in "\(name): \(percentiles(of: path))" }
        lines.append("missed frames at 60 Hz: \(missedFrames) of \(frames)")
        lines.append("bodies \(bodyEvaluations), layout passes \(layoutPasses) (measured \(nodesMeasured), placed \(nodesPlaced)), rasterisations \(rasterisations)")
        lines.append("busiest views: " + busiestViews().map { "\($0.view) \($0.bodies)" }.joined(separator: ", "))
        lines.append(String(format: "resident memory %.1f MB", Double(residentBytes) / 1_048_576))
        lines.append(instructions.map { "instructions \($0)" } ?? "instructions: unavailable (\(instructionsUnavailableReason ?? "unknown"))")
        return lines.joined(separator: "\n")
    }
}
