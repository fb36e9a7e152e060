/// The lengths of a lazy stack's rows (or a lazy grid's lines) along its
/// axis: those measured so far, and the average of them for the rest.
///
/// Rows not measured all take the same length, so every position is found
/// from the measured rows alone, with arithmetic over the runs between them;
/// walking every row instead made a scroll through 100,000 rows cost
/// milliseconds for each row above the visible ones.
struct LazyLengths {
    /// The measured rows' offsets, ascending, and their lengths beside them:
    /// layout walks them in order, and binary search finds one without the
    /// hashing a dictionary cost on every lookup.
    private var offsets: [Int] = []
    private var lengths: [Double] = []
    /// The measured lengths added up, kept as they change so the average is not summed again per row.
    private var sum = 0.0

    /// The average length of the rows measured so far; 20 before any.
    var estimate: Double {
        offsets.isEmpty ? 20 : sum / Double(offsets.count)
    }

    /// The position in `offsets` where `offset` is or would go.
    private func position(of offset: Int) -> Int {
        offsets.position(ofSorted: offset)
    }

    /// Row `offset`'s length: measured, or the estimate.
    func length(at offset: Int) -> Double {
        let position = position(of: offset)
        return position < offsets.count && offsets[position] == offset ? lengths[position] : estimate
    }

    /// Row `offset` was measured at `length`.
    mutating func set(_ length: Double, at offset: Int) {
        // Rows are measured top to bottom, so the new one usually goes last.
        let afterAll = offsets.last.map { $0 < offset } ?? true
        let position = afterAll ? offsets.count : position(of: offset)
        if position < offsets.count, offsets[position] == offset {
            sum += length - lengths[position]
            lengths[position] = length
        } else {
            sum += length
            offsets.insert(offset, at: position)
            lengths.insert(length, at: position)
        }
    }

    /// Lengths are positional; after rows move they are measured again.
    mutating func removeAll() {
        offsets.removeAll(keepingCapacity: true)
        lengths.removeAll(keepingCapacity: true)
        sum = 0
    }

    /// Takes each of `lengths` as its row's new length.
    mutating func merge(_ lengths: [Int: Double]) {
        for (offset, length) in lengths { set(length, at: offset) }
    }

    /// Where row `offset` starts, from the first row's start, with `spacing` between rows.
    func start(of offset: Int, spacing: Double) -> Double {
        let estimate = estimate
        var position = Double(max(offset, 0)) * (estimate + spacing)
        for index in 0..<self.position(of: offset) { position += lengths[index] - estimate }
        return position
    }

    /// How long `count` rows are with `spacing` between them.
    func total(count: Int, spacing: Double) -> Double {
        guard count > 0 else { return 0 }
        return start(of: count, spacing: spacing) - spacing
    }

    /// The first and last of `count` rows that overlap `span` (from the first row's start), if any.
    func rows(overlapping span: ClosedRange<Double>, count: Int, spacing: Double) -> ClosedRange<Int>? {
        let estimate = estimate, step = estimate + spacing
        var first: Int?, last: Int?
        var position = 0.0, next = 0
        /// Rows `lower..<upper`, all of the estimated length, the first starting at `position`.
        func uniformRun(_ lower: Int, _ upper: Int) {
            guard lower < upper else { return }
            var from = lower, through = upper - 1
            if step > 0 {
                from = max(lower, lower + Self.rowCount(((span.lowerBound - estimate - position) / step).rounded(.up)))
                through = min(upper - 1, lower + Self.rowCount(((span.upperBound - position) / step).rounded(.down)))
            } else if position + estimate < span.lowerBound || position > span.upperBound {
                return
            }
            guard from <= through else { return }
            if first == nil { first = from }
            last = through
        }
        for (offset, length) in zip(offsets, lengths) where offset < count {
            uniformRun(next, offset)
            position += Double(offset - next) * step
            guard position <= span.upperBound else { break }
            if position + length >= span.lowerBound {
                if first == nil { first = offset }
                last = offset
            }
            position += length + spacing
            next = offset + 1
        }
        if position <= span.upperBound { uniformRun(next, count) }
        guard let first, let last else { return nil }
        return first...last
    }

    /// A whole number of rows as an `Int`, kept within a range no stack reaches
    /// so that a huge or missing number cannot trap.
    private static func rowCount(_ value: Double) -> Int {
        guard !value.isNaN else { return 0 }
        return Int(min(max(value, -Double(Int32.max)), Double(Int32.max)))
    }
}
