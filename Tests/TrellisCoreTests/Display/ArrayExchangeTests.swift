import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

/// A reference-counted element, so a lost or doubled element shows as a count that is off.
private final class Tracked {
    nonisolated(unsafe) static var alive = 0
    let value: Int
    init(_ value: Int) { self.value = value; Tracked.alive += 1 }
    deinit { Tracked.alive -= 1 }
}

@Suite(.serialized) struct ArrayExchangeTests {
    /// Every shape of exchange (longer, shorter, equal, empty on either side, at
    /// either end) against `replaceSubrange` and a copy of the old elements.
    @Test func anExchangeEqualsAReplacementAndHandsBackWhatItReplaced() {
        let before = Tracked.alive
        do {
            for count in 0...6 {
                for lower in 0...count {
                    for upper in lower...count {
                        for newCount in 0...4 {
                            var kept = (0..<count).map { Tracked($0) }
                            let replacement = (0..<newCount).map { Tracked(100 + $0) }
                            var expected = kept.map(\.value)
                            expected.replaceSubrange(lower..<upper, with: replacement.map(\.value))
                            let expectedOld = kept[lower..<upper].map(\.value)
                            let old = kept.exchangeSubrange(lower..<upper, with: replacement)
                            #expect(kept.map(\.value) == expected, "\(count) \(lower)..<\(upper) with \(newCount)")
                            #expect(old.map(\.value) == expectedOld, "\(count) \(lower)..<\(upper) with \(newCount)")
                        }
                    }
                }
            }
        }
        #expect(Tracked.alive == before)
    }
}
