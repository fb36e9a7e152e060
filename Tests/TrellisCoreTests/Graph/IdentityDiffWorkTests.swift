import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

/// Counts what the diff asks of its ids: comparisons and hashes.
private final class IDWork {
    var comparisons = 0
    var hashes = 0
}

/// An id that reports every comparison and hash to `work`.
private struct CountedID: Hashable {
    let value: Int
    let work: IDWork

    static func == (lhs: CountedID, rhs: CountedID) -> Bool {
        lhs.work.comparisons += 1
        return lhs.value == rhs.value
    }

    func hash(into hasher: inout Hasher) {
        work.hashes += 1
        hasher.combine(value)
    }
}

/// The diff's work grows linearly with the rows, whatever the edit: counted in
/// comparisons and hashes of ids, not timed. Myers' diff, used before, compared
/// ids about N·D times: millions here.
@Suite struct IdentityDiffWorkTests {
    private static let count = 4_000

    // SwiftUI's List re-identifies rows "across updates based on the identity of the underlying data"
    // (ForEach.init(_:editActions:content:)): a filter keystroke must cost rows, not rows × rows.
    @Test func aScatteredFilterAndItsClearingCompareEachIDAboutOnceAndHashNone() {
        let work = IDWork()
        let all = (0..<Self.count).map { CountedID(value: $0, work: work) }
        let narrowed = all.filter { $0.value % 3 == 0 }
        let filtering = IdentityDiff.editsUnlessRepeated(from: all, to: narrowed, oldIsDistinct: true)
        #expect(filtering?.count == Self.count - narrowed.count)
        #expect(work.hashes == 0)
        #expect(work.comparisons <= 3 * Self.count)
        work.comparisons = 0
        let clearing = IdentityDiff.edits(from: narrowed, to: all)
        #expect(clearing.count == Self.count - narrowed.count)
        #expect(work.hashes == 0)
        #expect(work.comparisons <= 3 * Self.count)
    }

    @Test func aShuffleHashesEachIDAFewTimesAndComparesLittle() {
        var generator = SplitMix(seed: 8)
        let work = IDWork()
        let rows = (0..<Self.count).map { CountedID(value: $0, work: work) }
        let shuffled = rows.shuffled(using: &generator)
        let edits = IdentityDiff.editsUnlessRepeated(from: rows, to: shuffled, oldIsDistinct: true)
        #expect(edits != nil)
        // Once to check the new ids repeat none, once into the table of old ids, once to look each new one up,
        // and again while the set and the table grow.
        #expect(work.hashes <= 6 * Self.count)
        #expect(work.comparisons <= 6 * Self.count)
    }
}
