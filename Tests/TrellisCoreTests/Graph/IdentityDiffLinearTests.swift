import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

/// Applies edits in order, as a `ForEach` node applies them to its children.
private func applying<ID>(_ edits: [IdentityEdit], to old: [ID], new: [ID]) -> [ID] {
    var current = old
    for edit in edits {
        switch edit {
        case .remove(let position): current.remove(at: position)
        case let .insert(element, position): current.insert(new[element], at: position)
        case let .move(source, destination): current.insert(current.remove(at: source), at: destination)
        }
    }
    return current
}

/// The length of the longest strictly increasing subsequence, by brute force over patience piles.
private func longestIncreasingLength(_ numbers: [Int]) -> Int {
    var tails: [Int] = []
    for number in numbers {
        if let pile = tails.firstIndex(where: { $0 >= number }) { tails[pile] = number } else { tails.append(number) }
    }
    return tails.count
}

/// How many of each kind of edit.
private func tally(_ edits: [IdentityEdit]) -> (removals: Int, insertions: Int, moves: Int) {
    var result = (removals: 0, insertions: 0, moves: 0)
    for edit in edits {
        switch edit {
        case .remove: result.removals += 1
        case .insert: result.insertions += 1
        case .move: result.moves += 1
        }
    }
    return result
}

/// Checks the edits from `old` to `new` rebuild `new` and are minimal: every
/// id that left is removed once, every id that came is inserted once, and
/// the ids that stay move only when they leave the longest run still in order.
private func expectMinimalEdits<ID: Hashable>(_ edits: [IdentityEdit], from old: [ID], to new: [ID],
                                               sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(applying(edits, to: old, new: new) == new, sourceLocation: sourceLocation)
    var newPosition: [ID: Int] = [:]
    for (position, id) in new.enumerated() { newPosition[id] = position }
    let kept = old.compactMap { newPosition[$0] }
    let counts = tally(edits)
    #expect(counts.removals == old.count - kept.count, sourceLocation: sourceLocation)
    #expect(counts.insertions == new.count - kept.count, sourceLocation: sourceLocation)
    #expect(counts.moves == kept.count - longestIncreasingLength(kept), sourceLocation: sourceLocation)
}

/// One random change of the kinds a list meets: inserts, removals, moves, a
/// shuffle, a filter, restoring what a filter hid, a sort by another key.
private func randomChange(of ids: [Int], nextID: inout Int, using generator: inout SplitMix) -> [Int] {
    var new = ids
    switch Int.random(in: 0..<7, using: &generator) {
    case 0:
        for _ in 0..<Int.random(in: 1...6, using: &generator) {
            new.insert(nextID, at: Int.random(in: 0...new.count, using: &generator))
            nextID += 1
        }
    case 1: new.removeAll { _ in Int.random(in: 0..<4, using: &generator) == 0 }
    case 2:
        for _ in 0..<Int.random(in: 1...4, using: &generator) where new.count > 1 {
            let moved = new.remove(at: Int.random(in: 0..<new.count, using: &generator))
            new.insert(moved, at: Int.random(in: 0...new.count, using: &generator))
        }
    case 3: new.shuffle(using: &generator)
    case 4: new = new.filter { $0 % 3 == Int.random(in: 0..<3, using: &generator) }
    case 5: new = Array(Set(new + (0..<nextID).filter { _ in Bool.random(using: &generator) })).sorted()
    default: new.sort { ($0 * 7_919) % 101 < ($1 * 7_919) % 101 || (($0 * 7_919) % 101 == ($1 * 7_919) % 101 && $0 < $1) }
    }
    return new
}

@Suite struct IdentityDiffLinearTests {
    // SwiftUI's ForEach "uniquely identifies and creates views across updates based on the identity of
    // the underlying data" (ForEach.init(_:editActions:content:)): a kept id keeps its row, so it moves, and as few move as can.
    @Test(arguments: [UInt64(3), 17, 101])
    func randomEditSequencesRebuildTheNewListWithMinimalMoves(seed: UInt64) {
        var generator = SplitMix(seed: seed)
        var nextID = 60
        var current = Array(0..<60).shuffled(using: &generator)
        for _ in 0..<400 {
            let new = randomChange(of: current, nextID: &nextID, using: &generator)
            expectMinimalEdits(IdentityDiff.edits(from: current, to: new), from: current, to: new)
            if let distinct = IdentityDiff.editsUnlessRepeated(from: current, to: new, oldIsDistinct: true) {
                expectMinimalEdits(distinct, from: current, to: new)
            } else {
                Issue.record("distinct ids were taken for repeated ones")
            }
            current = new
        }
    }

    /// Strings take the hashed path, numbers close together a table; both give the same edits.
    @Test(arguments: [UInt64(5), 23])
    func numbersInATableAndHashedIDsGiveTheSameEdits(seed: UInt64) {
        var generator = SplitMix(seed: seed)
        var nextID = 40
        var current = Array(0..<40)
        for round in 0..<300 {
            let new = randomChange(of: current, nextID: &nextID, using: &generator)
            // Every fourth round spreads the numbers out, so the table is refused and hashing used.
            let spread = round % 4 == 0 ? 1_000_003 : 1
            let old = current.map { $0 * spread }, shown = new.map { $0 * spread }
            let numbers = IdentityDiff.editsUnlessRepeated(from: old, to: shown)
            let strings = IdentityDiff.editsUnlessRepeated(from: old.map { "id \($0)" }, to: shown.map { "id \($0)" })
            #expect(numbers == strings)
            if let numbers { expectMinimalEdits(numbers, from: old, to: shown) }
            current = new
        }
    }

    /// A filter over 50,000 rows (a third kept, scattered) is removals only, and clearing it insertions only.
    @Test func aScatteredFilterAndItsClearingAreRemovalsAndInsertionsOnly() {
        let all = Array(1...50_000)
        let narrowed = all.filter { $0 % 3 == 1 }
        let filtering = IdentityDiff.editsUnlessRepeated(from: all, to: narrowed, oldIsDistinct: true)
        #expect(filtering.map(tally)?.removals == 50_000 - narrowed.count)
        #expect(filtering.map { applying($0, to: all, new: narrowed) } == narrowed)
        let clearing = IdentityDiff.editsUnlessRepeated(from: narrowed, to: all, oldIsDistinct: true)
        #expect(clearing.map(tally)?.insertions == 50_000 - narrowed.count)
        #expect(clearing.map { applying($0, to: narrowed, new: all) } == all)
    }

    /// Shuffling and sorting 10,000 rows moves every row but the longest run left in order.
    @Test func aShuffleAndASortOfTenThousandMoveAllButTheLongestRunInOrder() {
        var generator = SplitMix(seed: 9)
        let rows = Array(1...10_000)
        let shuffled = rows.shuffled(using: &generator)
        let shuffling = IdentityDiff.edits(from: rows, to: shuffled)
        #expect(tally(shuffling).moves == 10_000 - longestIncreasingLength(shuffled))
        #expect(applying(shuffling, to: rows, new: shuffled) == shuffled)
        let sorted = shuffled.sorted { String($0) < String($1) }
        let sorting = IdentityDiff.edits(from: shuffled, to: sorted)
        #expect(applying(sorting, to: shuffled, new: sorted) == sorted)
        #expect(tally(sorting).removals == 0 && tally(sorting).insertions == 0)
    }

    /// `edits(from:to:)` is not told whether ids repeat; a repeated new id becomes a new row, and the list still comes out right.
    @Test func repeatedNewIDsStillRebuildTheNewList() {
        let old = [1, 2, 3, 4, 5], new = [5, 2, 2, 9, 1, 5]
        let edits = IdentityDiff.edits(from: old, to: new)
        #expect(applying(edits, to: old, new: new) == new)
        #expect(tally(edits).removals == 2)
    }

    @Test func theLongestIncreasingSubsequenceIsFoundAndIncreases() {
        var generator = SplitMix(seed: 2)
        for _ in 0..<500 {
            let numbers = (0..<Int.random(in: 0...25, using: &generator)).map { _ in Int.random(in: 0..<30, using: &generator) }
            let members = LongestIncreasingSubsequence.membership(of: numbers)
            let chosen = numbers.indices.filter { members[$0] }.map { numbers[$0] }
            #expect(chosen.count == longestIncreasingLength(numbers))
            #expect(zip(chosen, chosen.dropFirst()).allSatisfy { $0 < $1 })
        }
    }

    /// A list asks for a change's edits only when there are a few (a lazy
    /// list follows up to 64 row edits one by one, an eager one puts 8 or more
    /// in place at once): the answer, found for a shuffle without counting
    /// every move, is always what counting them gives.
    @Test func aChangesEditsAreGivenOnlyWhenThereAreAFew() {
        var generator = SplitMix(seed: 5)
        for _ in 0..<500 {
            let old = Array(0..<Int.random(in: 2...30, using: &generator))
            var new = old.filter { _ in Int.random(in: 0..<4, using: &generator) != 0 }
            new += 100..<(100 + Int.random(in: 0...4, using: &generator))
            new.shuffle(using: &generator)
            let changes = IdentityDiff.changes(from: old, to: new)
            for limit in [0, 1, 3, 7, 20] {
                let all = changes.edits
                #expect(changes.edits(ifAtMost: limit) == (all.count <= limit ? all : nil), "\(old) → \(new)")
            }
        }
    }
}
