import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

/// Applies edits the way a `ForEach` node does, to check they produce the new list.
private func apply(_ edits: [IdentityEdit], to old: [Int], new: [Int]) -> [Int] {
    var current = old
    for edit in edits {
        switch edit {
        case .remove(let position): current.remove(at: position)
        case let .insert(element, position): current.insert(new[element], at: position)
        case let .move(source, destination):
            let moved = current.remove(at: source)
            current.insert(moved, at: destination)
        }
    }
    return current
}

@Suite struct IdentityDiffTests {
    @Test func identicalListsNeedNothing() {
        #expect(IdentityDiff.edits(from: [1, 2, 3], to: [1, 2, 3]).isEmpty)
    }

    @Test func emptyToFullInsertsInOrder() {
        #expect(IdentityDiff.edits(from: [], to: [7, 8]) == [.insert(element: 0, at: 0), .insert(element: 1, at: 1)])
    }

    @Test func fullToEmptyRemovesFromTheEnd() {
        #expect(IdentityDiff.edits(from: [1, 2, 3], to: []) == [.remove(at: 2), .remove(at: 1), .remove(at: 0)])
    }

    @Test func aSharedPrefixAndSuffixLeaveOnlyTheMiddle() {
        #expect(IdentityDiff.edits(from: [1, 2, 3], to: [1, 9, 2, 3]) == [.insert(element: 1, at: 1)])
        #expect(IdentityDiff.edits(from: [1, 2, 3, 4], to: [1, 4]) == [.remove(at: 2), .remove(at: 1)])
    }

    @Test func oneMoveIsOneStep() {
        #expect(IdentityDiff.edits(from: [1, 2, 3, 4], to: [2, 3, 4, 1]) == [.move(from: 0, to: 3)])
        #expect(IdentityDiff.edits(from: [1, 2, 3, 4], to: [4, 1, 2, 3]) == [.move(from: 3, to: 0)])
    }

    @Test func aSwapIsTwoMoves() {
        let old = Array(0..<1000)
        var new = old
        new.swapAt(1, 998)
        let edits = IdentityDiff.edits(from: old, to: new)
        #expect(edits == [.move(from: 1, to: 998), .move(from: 997, to: 1)])
        #expect(apply(edits, to: old, new: new) == new)
    }

    @Test func aFullReplacementRemovesThenInserts() {
        let old = Array(0..<10_000), new = Array(10_000..<20_000)
        let edits = IdentityDiff.edits(from: old, to: new)
        #expect(edits.count == 20_000)
        #expect(apply(edits, to: old, new: new) == new)
    }

    @Test func randomChangesAlwaysProduceTheNewList() {
        var generator = SplitMix(seed: 42)
        var nextID = 100
        var current = Array(0..<20)
        for _ in 0..<2000 {
            var new = current
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                switch Int.random(in: 0..<5, using: &generator) {
                case 0: new.insert(nextID, at: Int.random(in: 0...new.count, using: &generator)); nextID += 1
                case 1 where !new.isEmpty: new.remove(at: Int.random(in: 0..<new.count, using: &generator))
                case 2 where new.count > 1:
                    let moved = new.remove(at: Int.random(in: 0..<new.count, using: &generator))
                    new.insert(moved, at: Int.random(in: 0...new.count, using: &generator))
                case 3 where new.count > 1:
                    new.swapAt(Int.random(in: 0..<new.count, using: &generator), Int.random(in: 0..<new.count, using: &generator))
                case 4: new.shuffle(using: &generator)
                default: new.append(nextID); nextID += 1
                }
            }
            let edits = IdentityDiff.edits(from: current, to: new)
            #expect(apply(edits, to: current, new: new) == new)
            // Ids present before and after are never removed and re-inserted: they move.
            let kept = Set(current).intersection(new)
            let removedCount = edits.filter { if case .remove = $0 { true } else { false } }.count
            #expect(removedCount == current.count - kept.count)
            current = new
        }
    }

    @Test func aKnownDistinctOldStillRejectsARepeatedNewID() {
        // A repeat that keeps the length, and one that adds an element, must both fall back to hashing.
        #expect(IdentityDiff.editsUnlessRepeated(from: [1, 2, 3], to: [1, 1, 3], oldIsDistinct: true) == nil)
        #expect(IdentityDiff.editsUnlessRepeated(from: [1, 2, 3], to: [1, 2, 2, 3], oldIsDistinct: true) == nil)
        #expect(IdentityDiff.editsUnlessRepeated(from: [1, 2, 3], to: [3, 2, 3], oldIsDistinct: true) == nil)
    }

    @Test func aKnownDistinctOldGivesTheSameStepsAsAFullDiff() {
        var generator = SplitMix(seed: 7)
        var nextID = 1000
        for _ in 0..<2000 {
            let old = Array(0..<Int.random(in: 0...12, using: &generator)).shuffled(using: &generator)
            var new = old
            switch Int.random(in: 0..<6, using: &generator) {
            case 0 where new.count > 1:
                new.swapAt(Int.random(in: 0..<new.count, using: &generator), Int.random(in: 0..<new.count, using: &generator))
            case 1 where !new.isEmpty:
                let moved = new.remove(at: Int.random(in: 0..<new.count, using: &generator))
                new.insert(moved, at: Int.random(in: 0...new.count, using: &generator))
            case 2 where !new.isEmpty:
                new.removeSubrange(0..<Int.random(in: 0...new.count, using: &generator))
            case 3 where !new.isEmpty:
                new[Int.random(in: 0..<new.count, using: &generator)] = new.randomElement(using: &generator)!
            case 4: new.insert(nextID, at: Int.random(in: 0...new.count, using: &generator)); nextID += 1
            default: new.shuffle(using: &generator)
            }
            let fast = IdentityDiff.editsUnlessRepeated(from: old, to: new, oldIsDistinct: true)
            let hashed = IdentityDiff.editsUnlessRepeated(from: old, to: new)
            #expect(fast == hashed)
            if let fast { #expect(apply(fast, to: old, new: new) == new) }
        }
    }

    /// Number ids take their own path (ascending ids are not hashed); it must
    /// give the steps the general path gives, for ids in order or not,
    /// replaced, appended to, or repeated.
    @Test func numberIDsGiveTheStepsOfTheGeneralPath() {
        var generator = SplitMix(seed: 11)
        for _ in 0..<2000 {
            let start = Int.random(in: 0...5, using: &generator)
            var old = Array(start..<(start + Int.random(in: 0...10, using: &generator)))
            if Bool.random(using: &generator) { old.shuffle(using: &generator) }
            var new: [Int]
            switch Int.random(in: 0..<5, using: &generator) {
            case 0: new = Array((old.max() ?? 0) + 1 ..< (old.max() ?? 0) + 1 + Int.random(in: 0...10, using: &generator))
            case 1: new = old + Array(100..<(100 + Int.random(in: 0...4, using: &generator)))
            case 2 where !old.isEmpty: new = old; new.append(old[Int.random(in: 0..<old.count, using: &generator)])
            case 3: new = Array(Int.random(in: 0...20, using: &generator)..<20)
            default: new = old.filter { _ in Bool.random(using: &generator) }
            }
            for oldIsDistinct in [false, true] {
                let numbers = IdentityDiff.editsUnlessRepeated(from: old, to: new, oldIsDistinct: oldIsDistinct)
                let general = IdentityDiff.editsUnlessRepeated(from: old.map(AnyHashable.init), to: new.map(AnyHashable.init),
                                                               oldIsDistinct: oldIsDistinct)
                #expect(numbers == general, "\(old) -> \(new)")
                if let numbers { #expect(apply(numbers, to: old, new: new) == new) }
            }
        }
    }

    /// Where each old element lands is what rows are put in place by
    /// (`LazyRows`, eager rows): it must be the element's index in the new
    /// list, whether the diff kept a table of places (a filter, a shuffle) or
    /// only the steps of one move or a swap, which it follows per element.
    @Test func everyOldElementIsFoundWhereTheNewListHasIt() throws {
        var generator = SplitMix(seed: 23)
        for _ in 0..<2000 {
            let old = Array(0..<Int.random(in: 1...40, using: &generator))
            var new = old
            switch Int.random(in: 0..<6, using: &generator) {
            case 5:
                // Rows dropped, rows added and the rest shuffled: the general diff.
                new.removeAll { _ in Int.random(in: 0..<4, using: &generator) == 0 }
                new += 200..<(200 + Int.random(in: 0...5, using: &generator))
                new.shuffle(using: &generator)
            case 4:
                // Clearing a filter: ids put back among the kept ones, found without hashing for numbers.
                for added in 100..<(100 + Int.random(in: 1...10, using: &generator)) {
                    new.insert(added, at: Int.random(in: 0...new.count, using: &generator))
                }
            case 0:
                new.swapAt(Int.random(in: 0..<new.count, using: &generator), Int.random(in: 0..<new.count, using: &generator))
            case 1:
                let moved = new.remove(at: Int.random(in: 0..<new.count, using: &generator))
                new.insert(moved, at: Int.random(in: 0...new.count, using: &generator))
            case 2:
                new.removeAll { _ in Int.random(in: 0..<3, using: &generator) == 0 }
            default:
                new.shuffle(using: &generator)
            }
            for changes in [IdentityDiff.changes(from: old, to: new),
                            IdentityDiff.changesUnlessRepeated(from: old, to: new, oldIsDistinct: true)] {
                let changes = try #require(changes)
                // Counted without being worked out, for a lazy list that never reads them.
                #expect(changes.editCount == changes.edits.count, "\(old) → \(new)")
                #expect(apply(changes.edits, to: old, new: new) == new, "\(old) → \(new)")
                for (position, id) in old.enumerated() {
                    #expect(changes.destination(ofOld: position) == new.firstIndex(of: id), "\(old) → \(new)")
                }
            }
        }
    }
}
