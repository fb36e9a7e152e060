import Foundation

/// The figures of one op: Trellis's timings, the baseline's, and their ratio.
///
/// FrameBench's `--json` and `ViewHost.benchmark`'s `writeJSON` both write
/// these types, so FrameBench's plot reads either.
public struct OpResult: Codable, Sendable {
    /// What the op does, as "change 1 of 1,000 rows".
    public var op: String
    /// Trellis, from the state change to the end of `SDL_RenderPresent`.
    public var trellis: Summary
    /// Medians of Trellis's phases.
    public var phases: PhaseMedians
    /// Medians of the pipeline's counters over the op's frames (bodies run, textures made …).
    public var counters: [String: Double]
    /// The hand-written SDL baseline, where the scenario has one.
    public var baseline: Summary?
    /// Medians of the baseline's phases, where it has one.
    public var baselinePhases: PhaseMedians?
    /// Trellis's median ÷ the baseline's median.
    public var ratio: Double?
    /// Every timed run, in milliseconds, in the order they ran.
    public var trellisRunsMs: [Double]
    /// Every timed run of the baseline, in milliseconds.
    public var baselineRunsMs: [Double]?

    /// Makes the figures of an op with no baseline; a baseline's are set afterwards.
    public init(op: String, trellis: Summary, phases: PhaseMedians, counters: [String: Double], trellisRunsMs: [Double]) {
        self.op = op
        self.trellis = trellis
        self.phases = phases
        self.counters = counters
        self.trellisRunsMs = trellisRunsMs
    }
}

/// The figures of one scenario.
public struct ScenarioResult: Codable, Sendable {
    /// Its name, as `--scenario` takes it.
    public var scenario: String
    /// What it measures, in a sentence.
    public var summary: String
    /// Its ops' figures.
    public var ops: [OpResult]
    /// Figures that are not timings, such as CPU seconds or resident memory.
    public var figures: [String: Double] = [:]
    /// Remarks a reader needs, such as a check that failed.
    public var notes: [String] = []

    /// Makes a scenario's figures.
    public init(scenario: String, summary: String, ops: [OpResult], figures: [String: Double] = [:], notes: [String] = []) {
        self.scenario = scenario
        self.summary = summary
        self.ops = ops
        self.figures = figures
        self.notes = notes
    }
}

/// Everything one run of FrameBench measured, as `--json` writes it.
public struct BenchReport: Codable, Sendable {
    /// The machine it ran on.
    public var machine: MachineInfo
    /// The SDL renderer, such as `software`.
    public var renderer: String
    /// Timed runs per op.
    public var runsPerOp: Int
    /// When it started, as ISO 8601.
    public var startedAt: String
    /// How long it took.
    public var seconds: Double
    /// The scenarios' figures.
    public var scenarios: [ScenarioResult]

    /// Makes a report.
    public init(machine: MachineInfo, renderer: String, runsPerOp: Int, startedAt: String, seconds: Double, scenarios: [ScenarioResult]) {
        self.machine = machine
        self.renderer = renderer
        self.runsPerOp = runsPerOp
        self.startedAt = startedAt
        self.seconds = seconds
        self.scenarios = scenarios
    }

    /// The report as pretty-printed JSON with sorted keys, as FrameBench writes it.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(self)
    }
}
