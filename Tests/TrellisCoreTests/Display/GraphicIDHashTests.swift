import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

@Suite struct GraphicIDHashTests {
    /// Ids counted up one by one, or in strides of a power of two (as every
    /// tenth or thousandth made may be kept), spread over a table's buckets:
    /// with 4,096 of them and 4,096 buckets, the low bits a table indexes by
    /// take most values, not a few that would make long probe chains.
    @Test(arguments: [1, 2, 16, 1_024] as [UInt64])
    func idsSpreadOverBuckets(stride: UInt64) {
        let seed = 0x5EED
        let buckets = Set((0..<4_096 as Range<UInt64>).map { index in
            GraphicID(rawValue: 1 + index * stride)._rawHashValue(seed: seed) & 4_095
        })
        #expect(buckets.count > 2_400, "\(buckets.count) of 4,096 buckets used")
    }

    /// Sets and dictionaries keyed by ids find every member after growing,
    /// removing and adding again, as the damage tracker's table does.
    @Test func setsAndDictionariesKeepEveryID() {
        var table: [GraphicID: Int] = [:]
        for raw in 1...20_000 as ClosedRange<UInt64> { table[GraphicID(rawValue: raw)] = Int(raw) }
        for raw in stride(from: 1, through: 20_000, by: 2) as StrideThrough<UInt64> { table[GraphicID(rawValue: raw)] = nil }
        #expect(table.count == 10_000)
        #expect((1...20_000 as ClosedRange<UInt64>).allSatisfy { raw in
            table[GraphicID(rawValue: raw)] == (raw.isMultiple(of: 2) ? Int(raw) : nil)
        })
        let ids = Set((1...5_000 as ClosedRange<UInt64>).map { GraphicID(rawValue: $0 * 3) })
        #expect(ids.count == 5_000 && ids.contains(GraphicID(rawValue: 15_000)) && !ids.contains(GraphicID(rawValue: 15_001)))
    }
}
