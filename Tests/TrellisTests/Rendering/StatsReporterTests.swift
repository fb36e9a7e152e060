import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets
@testable import TrellisSDL

private let second: UInt64 = 1_000_000_000

@MainActor
@Suite struct StatsReporterTests {
    @Test func theSummaryLineGivesFPSMedianAndP99PerPhaseAndTextureCounters() {
        // Renders of 1 to 100 ms: the median is 50 ms and the 99th percentile 99 ms.
        let samples = (1...100).map { index in
            var timings = FrameTimings()
            timings.events = 0.0001
            timings.update = 0.002
            timings.layout = Double(101 - index) / 10_000
            timings.display = 0.0003
            timings.render = Double(index) / 1000
            return timings
        }
        var counters = FrameStats()
        counters.framesPresented = 100
        counters.texturesCreated = 3
        counters.texturesUpdated = 5
        counters.texturesDestroyed = 1
        counters.texturesAlive = 42
        let line = StatsReporter.line(samples: samples, counters: counters, seconds: 2)
        #expect(line == "trellis: 50.0 fps | events 0.10/0.10ms | update 2.00/2.00ms | layout 5.00/9.90ms"
            + " | display 0.30/0.30ms | animation 0.00/0.00ms | render 50.00/99.00ms | present 0.00/0.00ms | textures +3 ~5 -1 =42")
    }

    @Test func eachDrawnFrameGetsALineWhenAsked() {
        var lines: [String] = []
        let reporter = StatsReporter(isEnabled: false, logsEachFrame: true) { lines.append($0) }
        var timings = FrameTimings()
        timings.events = 0.040
        timings.update = 0.001
        timings.layout = 0.002
        timings.display = 0.0005
        timings.render = 0.0035
        timings.present = 0.0005
        reporter.record(timings, stats: FrameStats(), at: 10 * second + second / 4)
        reporter.record(nil, stats: FrameStats(), at: 10 * second + second / 2)
        // The frame's work is 7.5 ms; the 40 ms of the events phase, mostly waiting, are listed apart.
        #expect(lines == ["trellis-frame: at 10.250 s, 7.50 ms (events 40.00, update 1.00, layout 2.00, display 0.50, animation 0.00, render 3.50, present 0.50)"])
    }

    @Test func aSecondWithNoFramesStillPrintsALine() {
        var lines: [String] = []
        let reporter = StatsReporter(isEnabled: true) { lines.append($0) }
        var drawn = FrameStats()
        drawn.framesPresented = 1
        drawn.texturesCreated = 2
        drawn.texturesAlive = 2
        var idle = FrameStats()
        idle.texturesAlive = 2
        var timings = FrameTimings()
        timings.render = 0.004
        reporter.record(timings, stats: drawn, at: 10 * second)
        reporter.record(timings, stats: drawn, at: 10 * second + second / 2)
        #expect(lines.isEmpty, "no line before a second has passed")
        reporter.record(nil, stats: idle, at: 11 * second)
        // A second in which the loop only waited for events.
        reporter.record(nil, stats: idle, at: 11 * second + second / 2)
        reporter.record(nil, stats: idle, at: 12 * second)
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("trellis: 2.0 fps | events 0.00/0.00ms | update 0.00/0.00ms") == true, "\(lines)")
        #expect(lines.first?.contains("render 4.00/4.00ms") == true && lines.first?.hasSuffix("textures +4 ~0 -0 =2") == true)
        #expect(lines.last == "trellis: 0.0 fps | events - | update - | layout - | display - | animation - | render - | present - | textures +0 ~0 -0 =2")
    }

    @Test func aDisabledReporterPrintsNothing() {
        var lines: [String] = []
        let reporter = StatsReporter(isEnabled: false) { lines.append($0) }
        for tick in 0..<5 { reporter.record(FrameTimings(), stats: FrameStats(), at: UInt64(tick) * second) }
        #expect(lines.isEmpty)
    }
}
