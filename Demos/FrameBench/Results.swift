import Foundation
import FrameBenchReport

extension OpResult {
    /// The figures of `op` from its Trellis runs and, if it has one, its baseline's.
    init(op: String, trellis samples: [OpSample], baseline baselineSamples: [OpSample] = []) {
        let trellis = Summary(seconds: samples.map(\.total))
        self.init(op: op, trellis: trellis, phases: PhaseMedians(samples), counters: medianCounters(samples),
                  trellisRunsMs: samples.map { $0.total * 1000 })
        if !baselineSamples.isEmpty {
            let base = Summary(seconds: baselineSamples.map(\.total))
            baseline = base
            baselinePhases = PhaseMedians(baselineSamples)
            ratio = base.median > 0 ? trellis.median / base.median : nil
            baselineRunsMs = baselineSamples.map { $0.total * 1000 }
        }
    }
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
