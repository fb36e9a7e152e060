import Foundation

/// The figures of one op: Trellis's timings, the baseline's, and their ratio.
struct OpResult: Codable, Sendable {
    var op: String
    /// Trellis, from the state change to the end of `SDL_RenderPresent`.
    var trellis: Summary
    /// Medians of Trellis's phases.
    var phases: PhaseMedians
    /// Medians of the pipeline's counters over the op's frames (bodies run, textures made …).
    var counters: [String: Double]
    /// The hand-written SDL baseline, where the scenario has one.
    var baseline: Summary?
    var baselinePhases: PhaseMedians?
    /// Trellis's median ÷ the baseline's median.
    var ratio: Double?
    /// Every timed run, in milliseconds, in the order they ran.
    var trellisRunsMs: [Double]
    var baselineRunsMs: [Double]?

    init(op: String, trellis samples: [OpSample], baseline baselineSamples: [OpSample] = []) {
        self.op = op
        trellis = Summary(seconds: samples.map(\.total))
        phases = PhaseMedians(samples)
        counters = medianCounters(samples)
        trellisRunsMs = samples.map { $0.total * 1000 }
        if !baselineSamples.isEmpty {
            let base = Summary(seconds: baselineSamples.map(\.total))
            baseline = base
            baselinePhases = PhaseMedians(baselineSamples)
            ratio = base.median > 0 ? trellis.median / base.median : nil
            baselineRunsMs = baselineSamples.map { $0.total * 1000 }
        }
    }
}

/// The figures of one scenario.
struct ScenarioResult: Codable, Sendable {
    var scenario: String
    var summary: String
    var ops: [OpResult]
    /// Figures that are not timings, such as CPU seconds or resident memory.
    var figures: [String: Double] = [:]
    /// Remarks a reader needs, such as a check that failed.
    var notes: [String] = []
}

/// Everything one run of FrameBench measured, as `--json` writes it.
struct BenchReport: Codable, Sendable {
    var machine: MachineInfo
    var renderer: String
    var runsPerOp: Int
    var startedAt: String
    var seconds: Double
    var scenarios: [ScenarioResult]
}

/// `10000` as "10,000", whatever the locale, for op names.
func grouped(_ number: Int) -> String {
    let digits = String(number.magnitude)
    var groups: [Substring] = []
    var end = digits.endIndex
    while end > digits.startIndex {
        let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
        groups.insert(digits[start..<end], at: 0)
        end = start
    }
    return (number < 0 ? "-" : "") + groups.joined(separator: ",")
}
