import Testing
@testable import TrellisCore

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
}
