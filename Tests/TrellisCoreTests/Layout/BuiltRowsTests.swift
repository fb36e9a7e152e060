import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

/// `BuiltRows` keeps a lazy stack's rows in two sorted arrays; every way the
/// stack changes them must leave the same rows a dictionary would hold, in order.
@MainActor
@Suite struct BuiltRowsTests {
    @Test func randomChangesMatchADictionary() {
        var random = SplitMix(seed: 11)
        for round in 0..<300 {
            var store = BuiltRows()
            var model: [Int: LayoutNode] = [:]
            for _ in 0..<60 {
                let offset = Int(random.next() % 50)
                switch random.next() % 5 {
                case 0, 1:
                    let row = LayoutNode()
                    let (position, replaced) = store.put(row, at: offset)
                    #expect(replaced == (model[offset] != nil), "round \(round)")
                    model[offset] = row
                    #expect(position == model.keys.filter { $0 < offset }.count, "round \(round)")
                case 2:
                    #expect(store.removeValue(forKey: offset) === model.removeValue(forKey: offset), "round \(round)")
                case 3:
                    // A shift forward, as rows put in before `offset` do.
                    let amount = Int(random.next() % 3) + 1
                    store.shift(from: offset, by: amount)
                    model = Dictionary(uniqueKeysWithValues: model.map { ($0.key >= offset ? $0.key + amount : $0.key, $0.value) })
                default:
                    // A shift back over rows already gone, as removed rows do.
                    let amount = Int(random.next() % 3) + 1
                    for gone in offset..<(offset + amount) {
                        store.removeValue(forKey: gone)
                        model[gone] = nil
                    }
                    store.shift(from: offset + amount, by: -amount)
                    model = Dictionary(uniqueKeysWithValues: model.map { ($0.key >= offset + amount ? $0.key - amount : $0.key, $0.value) })
                }
                #expect(store.keys == model.keys.sorted(), "round \(round)")
                #expect(zip(store.keys, store.values).allSatisfy { model[$0.0] === $0.1 }, "round \(round)")
                #expect(store[offset] === model[offset], "round \(round)")
            }
        }
    }

    @Test func replacingAllSortsByOffset() {
        let rows = (0..<4).map { _ in LayoutNode() }
        var store = BuiltRows()
        store.replaceAll(with: [(9, rows[0]), (2, rows[1]), (5, rows[2]), (0, rows[3])])
        #expect(store.keys == [0, 2, 5, 9])
        #expect(store.values.map(ObjectIdentifier.init) == [rows[3], rows[1], rows[2], rows[0]].map(ObjectIdentifier.init))
        #expect(Array(store).map(\.0) == [0, 2, 5, 9])
    }
}
