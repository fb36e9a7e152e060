import Foundation
import Observation
import Testing
import Trellis
import TrellisTesting

/// A count a test changes from outside, read by one view only.
@Observable @MainActor
private final class TapCount {
    var value = 0
}

/// Reads the count: its body is the one a change runs again.
private struct CountLabel: View {
    let count: TapCount
    var body: some View { Text("Taps: \(count.value)") }
}

/// Reads nothing that changes.
private struct Heading: View {
    var body: some View { Text("Trace") }
}

private struct TracedScreen: View {
    let count: TapCount
    var body: some View {
        VStack {
            Heading()
            CountLabel(count: count)
        }
    }
}

@MainActor
@Suite struct FrameTraceTests {
    private func temporaryTrace() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("trace-\(UUID()).json")
    }

    @Test func aTracedRunWritesOneFrameSlicePerFrameWithItsPhasesInside() throws {
        let url = temporaryTrace()
        defer { try? FileManager.default.removeItem(at: url) }
        let count = TapCount()
        let host = ViewHost(TracedScreen(count: count), width: 300, height: 200)
        host.startTracing(to: url)
        host.step(frames: 3)
        count.value = 1
        host.step(frames: 2)
        host.stopTracing()

        let trace = try ParsedTrace(contentsOf: url)
        let frames = trace.slices("frame")
        #expect(frames.count == 5)
        #expect(frames.compactMap { ($0.args["number"] as? NSNumber)?.intValue } == Array(2...6))
        let phases = trace.slices("phase")
        #expect(!phases.isEmpty)
        for phase in phases {
            #expect(frames.contains { $0.contains(phase) }, "\(phase.name) at \(phase.start) lies in no frame")
        }
        // Each frame starts with its input and ends with its present, in FramePhase's order.
        for frame in frames {
            let names = phases.filter { frame.contains($0) }.map(\.name)
            #expect(names.first == "input")
            #expect(names.last == "present")
        }
        #expect(trace.events("M", named: "thread_name").count == 1)
        // Perfetto titles the process track from this entry; without it the track reads "Process 1".
        #expect(trace.events("M", named: "process_name").count == 1)
    }

    @Test func aStateChangeInOneViewAddsExactlyThatViewsBodySlices() throws {
        let url = temporaryTrace()
        defer { try? FileManager.default.removeItem(at: url) }
        let count = TapCount()
        let host = ViewHost(TracedScreen(count: count), width: 300, height: 200)
        host.startTracing(to: url)
        host.step()
        count.value = 1
        host.step()
        host.step()
        host.stopTracing()

        let trace = try ParsedTrace(contentsOf: url)
        let frames = trace.slices("frame")
        try #require(frames.count == 3)
        #expect(trace.bodies(in: frames[0]).isEmpty)
        #expect(trace.bodies(in: frames[1]) == ["CountLabel"])
        #expect(trace.bodies(in: frames[2]).isEmpty)
        // Body slices lie inside the bodies phase of their frame.
        let bodiesPhases = trace.slices("phase").filter { $0.name == "bodies" }
        for body in trace.slices("body") {
            #expect(bodiesPhases.contains { $0.contains(body) })
        }
        let counts = trace.other["bodyEvaluationsByView"] as? [String: Any]
        #expect((counts?["CountLabel"] as? NSNumber)?.intValue == 1)
        // The frame's own count of bodies agrees with its slices.
        #expect((frames[1].args["bodies"] as? NSNumber)?.intValue == 1)
    }

    @Test func aFirstBuildShowsEveryViewsBodyAndTheLayoutPassAndRasterisations() throws {
        let url = temporaryTrace()
        defer { try? FileManager.default.removeItem(at: url) }
        let count = TapCount()
        let host = ViewHost(TracedScreen(count: count), width: 300, height: 200)
        host.startTracing(to: url)
        // A new size lays everything out and draws every graphic again.
        host.resize(width: 320, height: 220)
        host.step()
        host.stopTracing()

        let trace = try ParsedTrace(contentsOf: url)
        let passes = trace.slices("layout")
        #expect(!passes.isEmpty)
        #expect(passes.allSatisfy { $0.args["measured"] is NSNumber && $0.args["placed"] is NSNumber })
        let placed = passes.compactMap { ($0.args["placed"] as? NSNumber)?.intValue }.reduce(0, +)
        #expect(placed > 0)
        let counters = trace.events.filter { $0["ph"] as? String == "C" }.compactMap { $0["name"] as? String }
        #expect(Set(counters) == ["textures", "memory"])
    }

    @Test func anAppRunWithTrellisTraceWritesATraceOfItsWindow() throws {
        let url = temporaryTrace()
        defer { try? FileManager.default.removeItem(at: url) }
        let run = try DemoRun.run("Counter", ["--headless", "--frames", "4"], environment: ["TRELLIS_TRACE": url.path])
        #expect(run.status == 0, "stderr: \(run.errors)")
        let trace = try ParsedTrace(contentsOf: url)
        let frames = trace.slices("frame")
        #expect(frames.count == 4)
        // The first frame draws every graphic.
        #expect(!trace.events("i", named: "texture upload").isEmpty)
        // The first bodies ran as the window was made, before any frame: the trace saw them too,
        // so its body slices are every body the frames count, the root view's among them.
        let counted = frames.compactMap { ($0.args["bodies"] as? NSNumber)?.intValue }.reduce(0, +)
        #expect(counted > 0)
        #expect(trace.slices("body").count == counted)
        #expect(trace.slices("body").contains { $0.name == "CounterView" })
        // The window's track is named as the window is titled (`WindowGroup("Counter")`), not "window 1".
        let tracks = trace.events("M", named: "thread_name")
        #expect(tracks.count == 1)
        #expect((tracks.first?["args"] as? [String: Any])?["name"] as? String == "Counter")
    }

    @Test func theTraceOptionDoesTheSameAsTheVariable() throws {
        let url = temporaryTrace()
        defer { try? FileManager.default.removeItem(at: url) }
        let run = try DemoRun.run("Counter", ["--headless", "--frames", "2", "--trace", url.path])
        #expect(run.status == 0, "stderr: \(run.errors)")
        #expect(try ParsedTrace(contentsOf: url).slices("frame").count == 2)
    }
}
