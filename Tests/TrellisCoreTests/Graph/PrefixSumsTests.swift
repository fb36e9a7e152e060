import Testing
@testable import TrellisCore

/// `PrefixSums` against a plain array summed each time, over random changes
/// of every kind its two users make: a diff taking and freeing slots, an
/// editor changing a line's rows in place and replacing lines with more or fewer.
@Suite struct PrefixSumsTests {
    @Test func sumsCountsAndSearchesAgreeWithAPlainArray() {
        var generator = SplitMix(seed: 11)
        for _ in 0..<40 {
            var plain = (0..<Int.random(in: 0...60, using: &generator)).map { _ in Int.random(in: 0...4, using: &generator) }
            var sums = PrefixSums(plain)
            for _ in 0..<60 {
                switch Int.random(in: 0..<4, using: &generator) {
                case 0 where !plain.isEmpty:
                    let index = Int.random(in: plain.indices, using: &generator), value = Int.random(in: 0...5, using: &generator)
                    plain[index] = value
                    sums[index] = value
                case 1 where !plain.isEmpty:
                    let index = Int.random(in: plain.indices, using: &generator)
                    plain[index] += 1
                    sums.add(1, at: index)
                default:
                    // As many or a different number of counts in place of a range, as lines replace lines.
                    let start = Int.random(in: 0...plain.count, using: &generator)
                    let range = start..<Int.random(in: start...plain.count, using: &generator)
                    let new = (0..<Int.random(in: 0...4, using: &generator)).map { _ in Int.random(in: 0...4, using: &generator) }
                    plain.replaceSubrange(range, with: new)
                    sums.replaceSubrange(range, with: new)
                }
                #expect(sums.count == plain.count)
                #expect(sums.total == plain.reduce(0, +))
                for end in 0...plain.count { #expect(sums.sum(ofFirst: end) == plain[..<end].reduce(0, +)) }
                for index in plain.indices { #expect(sums[index] == plain[index]) }
                for value in 0...(plain.reduce(0, +) + 1) {
                    // The first place whose count takes the running total past `value`.
                    var running = 0, expected = plain.count
                    for (index, count) in plain.enumerated() {
                        running += count
                        if running > value { expected = index; break }
                    }
                    #expect(sums.index(passing: value) == expected, "passing \(value) in \(plain)")
                }
            }
        }
    }

    @Test func slotsTakenAndFreedAreCountedBeforeASlot() {
        // The identity diff's use: flags as counts of 32 bits.
        var generator = SplitMix(seed: 4)
        var taken = (0..<97).map { _ in Bool.random(using: &generator) }
        var counts = PrefixSums<Int32>(taken.map { $0 ? 1 : 0 })
        for _ in 0..<1_000 {
            let slot = Int.random(in: 0..<taken.count, using: &generator)
            counts.add(taken[slot] ? -1 : 1, at: slot)
            taken[slot].toggle()
            let probe = Int.random(in: 0...taken.count, using: &generator)
            #expect(Int(counts.sum(ofFirst: probe)) == taken[..<probe].filter { $0 }.count)
        }
    }
}
