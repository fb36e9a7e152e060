import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

@Suite struct InlineFirstListTests {
    /// Random appends, drops of the oldest and clears, checked against an array.
    @Test func itKeepsTheOrderAnArrayKeeps() {
        var generator = SystemRandomNumberGenerator()
        var list = InlineFirstList<Int>()
        var array: [Int] = []
        for step in 0..<3_000 {
            switch Int.random(in: 0..<10, using: &generator) {
            case 0..<6: list.append(step); array.append(step)
            case 6..<9: list.removeFirst(); if !array.isEmpty { array.removeFirst() }
            default: list.removeAll(); array.removeAll()
            }
            #expect(list.count == array.count)
            #expect(list.isEmpty == array.isEmpty)
            #expect(Array(list) == array)
            if let last = array.last { #expect(list[array.count - 1] == last) }
        }
    }

    /// Seeded inserts, removals, replacements and rebuilds anywhere in the
    /// list, as a node's children take them, checked against an array.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func itEditsAnywhereAsAnArrayDoes(seed: UInt64) {
        var generator = SplitMix(seed: seed)
        var list = InlineFirstList<Int>()
        var array: [Int] = []
        for step in 0..<2_000 {
            let position = array.isEmpty ? 0 : Int.random(in: 0..<array.count, using: &generator)
            switch Int.random(in: 0..<10, using: &generator) {
            case 0..<4:
                let at = Int.random(in: 0...array.count, using: &generator)
                list.insert(step, at: at); array.insert(step, at: at)
            case 4..<7 where !array.isEmpty:
                #expect(list.remove(at: position) == array.remove(at: position))
            case 7 where !array.isEmpty:
                list[position] = -step; array[position] = -step
            case 8:
                list.reserveCapacity(array.count + 8)
                list.append(step); array.append(step)
            default:
                list = InlineFirstList()
                for element in array { list.append(element) }
            }
            #expect(Array(list) == array)
            #expect(list.indices == array.indices)
            #expect(list.first == array.first)
        }
    }
}
