import Foundation
import Trellis
@_spi(TrellisExtension) import TrellisCore

extension ViewHost {
    /// Times this host's view under a scripted change, as `XCTestCase.measure`
    /// times a block: `warmUp` frames first, untimed, then `frames` timed
    /// frames, each run after `action(i)`, where `i` counts from 0 through the
    /// warm-up and on through the timed frames.
    ///
    /// The result has the percentiles of each phase, missed frames at 60 Hz,
    /// bodies evaluated (by view type), layout passes, rasterisations,
    /// resident memory and, where `perf_event_open` is allowed, the CPU
    /// instructions of the timed frames and their actions. It runs headless
    /// on the software renderer, so it runs in CI.
    ///
    /// ```swift
    /// let result = host.benchmark(frames: 100) { i in model.query = String(i % 10) }
    /// print(result.summary)
    /// ```
    public func benchmark(frames: Int = 100, warmUp: Int = 10, _ action: (_ frame: Int) -> Void) -> FrameBenchmark {
        for index in 0..<max(warmUp, 0) {
            action(index)
            step()
        }
        let tally = FrameWorkTally()
        pipeline.driver.addObserver(tally)
        defer { pipeline.driver.removeObserver(tally) }
        let timed = max(frames, 0)
        func run() {
            for index in warmUp..<(warmUp + timed) {
                action(index)
                step()
            }
        }
        var instructions: Int?
        var unavailable: String?
        do {
            let counter = try InstructionCounter()
            instructions = counter.count(run)
            if instructions == nil { unavailable = "the instruction counter could not be read" }
        } catch {
            unavailable = error.description
            run()
        }
        return FrameBenchmark(frameTimings: tally.reports.map(\.timings), frameStats: tally.reports.map(\.stats),
                              bodyEvaluationsByView: tally.bodyCountsByView, layoutPasses: tally.layoutPasses,
                              nodesMeasured: tally.nodesMeasured, nodesPlaced: tally.nodesPlaced,
                              rasterisations: tally.rasterisations, residentBytes: ResidentMemory.bytes(),
                              instructions: instructions, instructionsUnavailableReason: unavailable)
    }
}
