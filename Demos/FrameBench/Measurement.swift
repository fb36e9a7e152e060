import Foundation
import FrameBenchReport
import Trellis

/// Reads the monotonic clock, in seconds; only differences mean anything.
enum MonotonicClock {
    static func now() -> Double {
        Double(DispatchTime.now().uptimeNanoseconds) / 1e9
    }

    /// Runs `work` and adds the seconds it took to `seconds`.
    static func time<Result>(_ seconds: inout Double, _ work: () throws -> Result) rethrows -> Result {
        let start = now()
        defer { seconds += now() - start }
        return try work()
    }
}

/// What one timed op cost, in seconds: from the state change to the end of
/// `SDL_RenderPresent`, and the phases inside that.
struct OpSample: Sendable {
    /// The whole op, measured around everything below.
    var total = 0.0
    /// Making a new pipeline (building the view graph), for first-frame scenarios.
    var build = 0.0
    /// Running dirty bodies and applying their edits.
    var update = 0.0
    /// Measuring and placing.
    var layout = 0.0
    /// Bringing the display list up to date, and animating it.
    var display = 0.0
    /// Rasterising and composing.
    var render = 0.0
    /// `SDL_RenderPresent`.
    var present = 0.0
    /// Frames it took until the pipeline had nothing left to do.
    var frames = 0
    /// What the frames did (bodies run, textures made …), summed over them;
    /// `nil` for a baseline run, which has no pipeline.
    ///
    /// Kept as plain numbers while timing: a dictionary keyed by name cost
    /// every timed Trellis frame about 12,000 instructions of hashing.
    var stats: FrameStats?
    /// How many graphics the last frame's display list held.
    var displayListGraphics = 0

    /// The counters by name, as the JSON reports them.
    var counters: [String: Int] {
        guard let stats else { return [:] }
        return [
            "bodies": stats.bodyEvaluations,
            "texturesCreated": stats.texturesCreated,
            "texturesUpdated": stats.texturesUpdated,
            "texturesDestroyed": stats.texturesDestroyed,
            "graphicsDrawn": stats.graphicsDrawn,
            "pixelsRepainted": stats.pixelsRepainted,
            "framesPresented": stats.framesPresented,
            "textMeasurements": stats.textMeasurements,
            "texturesAlive": stats.texturesAlive,
            "displayListGraphics": displayListGraphics,
        ]
    }
}

extension PhaseMedians {
    /// The medians of `samples`' phases.
    init(_ samples: [OpSample]) {
        func median(_ value: (OpSample) -> Double) -> Double {
            Summary(seconds: samples.map(value)).median
        }
        self.init(build: median(\.build), update: median(\.update), layout: median(\.layout), display: median(\.display),
                  render: median(\.render), present: median(\.present),
                  other: median { $0.total - $0.build - $0.update - $0.layout - $0.display - $0.render - $0.present })
    }
}

/// The median of each counter across an op's runs.
func medianCounters(_ samples: [OpSample]) -> [String: Double] {
    let counters = samples.map(\.counters)
    let keys = Set(counters.flatMap(\.keys))
    var medians: [String: Double] = [:]
    for key in keys {
        let sorted = counters.map { Double($0[key] ?? 0) }.sorted()
        medians[key] = Summary.percentile(0.5, of: sorted)
    }
    return medians
}

/// How many warm-up and timed runs an op gets.
struct RunPlan: Sendable {
    var warmUps: Int
    var timed: Int
}

/// Collects the runs of one op, Trellis and baseline taking turns so that
/// both see the same machine state (caches, clock speed, other load).
@MainActor
struct AlternatingRuns {
    let plan: RunPlan

    /// Runs `trellis` and, if given, `baseline` alternately: warm-ups first, then
    /// the timed runs. Each closure resets its own state before timing.
    func collect(trellis: () -> OpSample, baseline: (() -> OpSample)?) -> (trellis: [OpSample], baseline: [OpSample]) {
        for _ in 0..<plan.warmUps {
            _ = trellis()
            _ = baseline?()
        }
        var trellisSamples: [OpSample] = [], baselineSamples: [OpSample] = []
        for _ in 0..<plan.timed {
            trellisSamples.append(trellis())
            if let baseline { baselineSamples.append(baseline()) }
        }
        return (trellisSamples, baselineSamples)
    }
}
