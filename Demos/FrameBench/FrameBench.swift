import ArgumentParser
import CSDL2
import Foundation
import FrameBenchReport

/// Trellis's frame-timing benchmark: times each scenario's ops from the state
/// change to the end of `SDL_RenderPresent`, against a hand-written SDL
/// baseline where there is one, and reports ratios taken within this one run.
@main
struct FrameBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "FrameBench",
        abstract: "Times Trellis frames against a hand-written SDL baseline.",
        discussion: "Scenarios: \(ScenarioCatalog.names.joined(separator: ", ")). Needs a display (or runs headless with the software renderer); `make bench` runs it under Xvfb.")

    @Option(help: "A scenario to run, or all.")
    var scenario = "all"

    @Option(help: "Timed runs per op (rows ops take at least 10).")
    var runs = 10

    @Option(help: "The SDL renderer: software or opengl.")
    var renderer: RendererKind = .software

    @Option(help: "Write every figure as JSON to this path.")
    var json: String?

    @Option(help: "Write a chart of the frame times, drawn by Trellis, as a PNG to this path.")
    var plot: String?

    @Option(help: "Run only the ops whose names contain this text (scenarios of several ops honour it), for instruction counts of one op.")
    var op: String?

    @Flag(help: "Take --runs exactly, below an op's minimum: instruction counts subtract a count of 10 runs from one of 20.")
    var exactRuns = false

    @Option(help: .hidden)
    var memoryProbe: String?

    func validate() throws {
        guard scenario == "all" || ScenarioCatalog.names.contains(scenario) else {
            throw ValidationError("unknown scenario \"\(scenario)\"; choose all or one of \(ScenarioCatalog.names.joined(separator: ", "))")
        }
        guard runs >= 1 else { throw ValidationError("--runs needs at least 1") }
    }

    func run() throws {
        let scenario = scenario, runs = runs, renderer = renderer, json = json, plot = plot, op = op
        // A child of the `memory` scenario measures one count of rows and prints its bytes.
        if let probe = memoryProbe {
            return try MainActor.assumeIsolated { try MemoryScenario.runProbe(probe, renderer: renderer) }
        }
        // ArgumentParser calls a synchronous command on the main thread; Trellis lives on the main actor.
        try MainActor.assumeIsolated {
            try Self.bench(scenario: scenario, runs: runs, renderer: renderer, json: json, plot: plot, op: op,
                           exactRuns: exactRuns)
        }
    }

    @MainActor
    private static func bench(scenario: String, runs: Int, renderer: RendererKind, json: String?, plot: String?,
                              op: String?, exactRuns: Bool) throws {
        let startedAt = ISO8601DateFormatter().string(from: Date())
        let started = MonotonicClock.now()
        let window = try BenchWindow(kind: renderer)
        let canvas = try BaselineCanvas(window: window.window, renderer: window.renderer, width: BenchWindow.width, height: BenchWindow.height,
                                        usesFrameTexture: window.needsFrameTexture)
        let context = BenchContext(window: window, baseline: canvas, runs: runs, opFilter: op, exactRuns: exactRuns)
        context.progress("renderer \(window.rendererName) on \(String(cString: SDL_GetCurrentVideoDriver()))")

        var results: [ScenarioResult] = []
        for entry in ScenarioCatalog.scenarios(for: scenario) {
            context.progress("scenario \(entry.name)")
            results.append(try entry.run(context))
        }

        // An op filter that matches nothing would print an empty table, and a count of its
        // instructions would count only the scenario's setting up.
        if let op, !results.contains(where: { result in
            result.ops.contains { $0.op.contains(op) } || result.figures.keys.contains { $0.contains(op) }
        }) {
            throw BenchError("no op of \"\(scenario)\" is named like \"\(op)\"; run without --op to see their names")
        }

        var version = SDL_version()
        SDL_GetVersion(&version)
        let machine = MachineInfo.gather(rendererName: window.rendererName, fontFile: canvas.fontPath,
                                         sdlVersion: "\(version.major).\(version.minor).\(version.patch)",
                                         videoDriver: String(cString: SDL_GetCurrentVideoDriver()))
        let report = BenchReport(machine: machine, renderer: window.rendererName, runsPerOp: runs, startedAt: startedAt,
                                 seconds: MonotonicClock.now() - started, scenarios: results)
        print(ReportTable.render(report))
        if let json {
            try report.jsonData().write(to: URL(fileURLWithPath: json))
            print("json: \(URL(fileURLWithPath: json).standardizedFileURL.path)")
        }
        if let plot {
            try ChartRenderer.writePNG(of: report, to: URL(fileURLWithPath: plot))
            print("plot: \(URL(fileURLWithPath: plot).standardizedFileURL.path)")
        }
    }
}
