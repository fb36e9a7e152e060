import Testing
@testable import TrellisCore

/// `LazyLengths` finds rows by arithmetic over the unmeasured runs; it must
/// agree with walking every row one by one, as lazy stacks used to.
@Suite struct LazyLengthsTests {
    /// Row by row: each start, the total, and the rows overlapping a span.
    private struct Walk {
        var starts: [Double] = []
        var total = 0.0
        var overlapping: ClosedRange<Int>?

        init(_ lengths: LazyLengths, count: Int, spacing: Double, span: ClosedRange<Double>) {
            var position = 0.0
            var first: Int?, last: Int?
            for offset in 0..<count {
                starts.append(position)
                let end = position + lengths.length(at: offset)
                if end >= span.lowerBound && position <= span.upperBound {
                    first = first ?? offset
                    last = offset
                }
                position = end + spacing
            }
            total = count > 0 ? position - spacing : 0
            if let first, let last { overlapping = first...last }
        }
    }

    @Test func measuredAndEstimatedRowsAgreeWithAWalk() {
        var generator = SplitMix(seed: 7)
        for round in 0..<200 {
            var lengths = LazyLengths()
            let count = Int(generator.next() % 300)
            for _ in 0..<Int(generator.next() % 40) where count > 0 {
                lengths.set(Double(generator.next() % 80) / 2, at: Int(generator.next() % UInt64(count)))
            }
            let spacing = Double(round % 3)
            let lower = Double(generator.next() % 4_000) - 100
            let span = lower...(lower + Double(generator.next() % 900))
            let walk = Walk(lengths, count: count, spacing: spacing, span: span)
            // The estimate is an average, so a sum and a product of it may differ in the last bits.
            #expect(abs(lengths.total(count: count, spacing: spacing) - walk.total) < 1e-6, "round \(round)")
            #expect(lengths.rows(overlapping: span, count: count, spacing: spacing) == walk.overlapping, "round \(round)")
            for offset in stride(from: 0, to: count, by: 7) {
                #expect(abs(lengths.start(of: offset, spacing: spacing) - walk.starts[offset]) < 1e-6, "round \(round), row \(offset)")
            }
        }
    }

    @Test func rowsOfNoLengthAllOverlapASpanAtTheirPlace() {
        var lengths = LazyLengths()
        lengths.set(0, at: 0)
        #expect(lengths.rows(overlapping: 0...10, count: 5, spacing: 0) == 0...4)
        #expect(lengths.rows(overlapping: 1...10, count: 5, spacing: 0) == nil)
    }

    @Test func aHundredThousandRowsScrolledFarFindTheRightRows() {
        var lengths = LazyLengths()
        for offset in 0..<40 { lengths.set(24, at: offset) }
        let rows = lengths.rows(overlapping: 2_400_000...2_400_774, count: 100_000, spacing: 0)
        #expect(rows == 99_999...99_999)
        #expect(lengths.rows(overlapping: 24_000...24_774, count: 100_000, spacing: 0) == 999...1_032)
    }
}
