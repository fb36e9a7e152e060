import Foundation
import FrameBenchReport
import Trellis

extension FrameBenchmark {
    /// Writes the benchmark as FrameBench's `--json` writes its runs: a report
    /// with one scenario, `name`, holding one op, so FrameBench's plot and any
    /// script that reads its reports read this too. Each timed frame is one run.
    @MainActor
    public func writeJSON(to url: URL, name: String, summary: String = "") throws {
        try report(named: name, summary: summary).jsonData().write(to: url, options: .atomic)
    }

    /// The benchmark in FrameBench's shape.
    @MainActor
    func report(named name: String, summary: String) -> BenchReport {
        let runs = frameTimings.map { $0.total }
        func median(_ value: (FrameTimings) -> Double) -> Double { Summary(seconds: frameTimings.map(value)).median }
        // FrameBench's phases: display takes the animation, and what the phases leave ("other") is the input.
        let phases = PhaseMedians(build: 0, update: median(\.update), layout: median(\.layout),
                                  display: median { $0.display + $0.animation }, render: median(\.render),
                                  present: median(\.present), other: median(\.events))
        let op = OpResult(op: name, trellis: Summary(seconds: runs), phases: phases, counters: medianCounters,
                          trellisRunsMs: runs.map { $0 * 1000 })
        var figures: [String: Double] = [
            "missedFrames": Double(missedFrames), "residentMB": Double(residentBytes) / 1_048_576,
            "layoutPasses": Double(layoutPasses), "nodesMeasured": Double(nodesMeasured),
            "nodesPlaced": Double(nodesPlaced), "rasterisations": Double(rasterisations),
            "bodies": Double(bodyEvaluations),
        ]
        if let instructions { figures["instructions"] = Double(instructions) }
        for (view, count) in bodyEvaluationsByView { figures["bodies \(view)"] = Double(count) }
        let notes = instructionsUnavailableReason.map { ["instructions not counted: \($0)"] } ?? []
        let scenario = ScenarioResult(scenario: name, summary: summary, ops: [op], figures: figures, notes: notes)
        let machine = MachineInfo.gather(rendererName: "software", fontFile: "", sdlVersion: "", videoDriver: "offscreen")
        return BenchReport(machine: machine, renderer: "software", runsPerOp: frames,
                           startedAt: ISO8601DateFormatter().string(from: Date()), seconds: runs.reduce(0, +), scenarios: [scenario])
    }

    /// The median of each counter over the timed frames, under FrameBench's names.
    private var medianCounters: [String: Double] {
        let counters: [(String, (FrameStats) -> Int)] = [
            ("bodies", \.bodyEvaluations), ("texturesCreated", \.texturesCreated), ("texturesUpdated", \.texturesUpdated),
            ("texturesDestroyed", \.texturesDestroyed), ("graphicsDrawn", \.graphicsDrawn), ("pixelsRepainted", \.pixelsRepainted),
            ("framesPresented", \.framesPresented), ("textMeasurements", \.textMeasurements), ("texturesAlive", \.texturesAlive),
        ]
        var medians: [String: Double] = [:]
        for (name, value) in counters {
            medians[name] = Summary.percentile(0.5, of: frameStats.map { Double(value($0)) }.sorted())
        }
        return medians
    }
}
