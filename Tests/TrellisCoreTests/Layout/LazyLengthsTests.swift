import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

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

    /// Each row's measured length, or `nil`, kept by hand beside a `LazyLengths` being edited.
    private struct Model {
        var rows: [Double?]

        /// The average of the measured rows, as `LazyLengths.estimate` should be.
        var estimate: Double {
            let measured = rows.compactMap { $0 }
            return measured.isEmpty ? 20 : measured.reduce(0, +) / Double(measured.count)
        }

        func expectMatches(_ lengths: LazyLengths, _ context: String) {
            #expect(abs(lengths.estimate - estimate) < 1e-9, "\(context)")
            for (offset, row) in rows.enumerated() {
                #expect(lengths.length(at: offset) == row ?? lengths.estimate, "\(context), row \(offset)")
            }
        }
    }

    @Test func measuredLengthsFollowTheirRowsThroughEdits() {
        var generator = SplitMix(seed: 11)
        for round in 0..<100 {
            var model = Model(rows: (0..<Int(generator.next() % 40 + 1)).map { _ in
                generator.next() % 3 == 0 ? nil : Double(generator.next() % 60)
            })
            var lengths = LazyLengths()
            for (offset, row) in model.rows.enumerated() { if let row { lengths.set(row, at: offset) } }
            for step in 0..<30 {
                let count = model.rows.count
                let kind = count == 0 ? 1 : generator.next() % 3
                if kind == 0 {
                    let offset = Int(generator.next() % UInt64(count))
                    model.rows.remove(at: offset)
                    lengths.follow(.removed(offset))
                } else if kind == 1 {
                    let offset = Int(generator.next() % UInt64(count + 1))
                    model.rows.insert(nil, at: offset)
                    lengths.follow(.inserted(offset))
                } else {
                    let from = Int(generator.next() % UInt64(count)), to = Int(generator.next() % UInt64(count))
                    model.rows.insert(model.rows.remove(at: from), at: to)
                    lengths.follow(.moved(from: from, to: to))
                }
                model.expectMatches(lengths, "round \(round), step \(step)")
            }
        }
    }

    @Test func measuredLengthsRelocateWithTheirRows() {
        // Rows 0–1 before a `ForEach` of 6 elements (one row each) and 2 rows after it;
        // elements 1 and 4 stay, going to 3 and 0, and the `ForEach` loses 2 elements.
        var lengths = LazyLengths()
        for offset in 0..<10 { lengths.set(Double(10 + offset), at: offset) }
        var relocation = RowRelocation(base: 2, oldEnd: 8, shift: -2, perElement: 1)
        relocation.destinations = [1: 3, 4: 0]
        lengths.relocate(by: relocation)
        let model = Model(rows: [10, 11, 16, nil, nil, 13, 18, 19])
        model.expectMatches(lengths, "relocated")
    }

    @Test func shiftingBackDropsTheRowsItCovers() {
        var lengths = LazyLengths()
        for offset in 0..<6 { lengths.set(Double(offset), at: offset) }
        lengths.shift(from: 4, by: -2)
        Model(rows: [0, 1, 4, 5]).expectMatches(lengths, "shifted back")
        lengths.shift(from: 1, by: 3)
        Model(rows: [0, nil, nil, nil, 1, 4, 5]).expectMatches(lengths, "shifted on")
    }
}
