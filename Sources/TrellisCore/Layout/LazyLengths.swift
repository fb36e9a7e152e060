/// The lengths of a lazy stack's rows (or a lazy grid's lines) along its
/// axis: those measured so far, and the average of them for the rest.
///
/// Rows not measured all take the same length, so every position is found
/// from the measured rows alone, with arithmetic over the runs between them;
/// walking every row instead made a scroll through 100,000 rows cost
/// milliseconds for each row above the visible ones.
struct LazyLengths {
    private var measured: [Int: Double] = [:]
    /// The measured lengths added up, kept as they change so the average is not summed again per row.
    private var sum = 0.0
    /// The measured offsets in order, made again only when an offset is first measured.
    private var sortedOffsets: [Int]? = []

    /// The average length of the rows measured so far; 20 before any.
    var estimate: Double {
        measured.isEmpty ? 20 : sum / Double(measured.count)
    }

    /// Row `offset`'s length: measured, or the estimate.
    func length(at offset: Int) -> Double {
        measured[offset] ?? estimate
    }

    /// Row `offset` was measured at `length`.
    mutating func set(_ length: Double, at offset: Int) {
        if let old = measured.updateValue(length, forKey: offset) {
            sum += length - old
        } else {
            sum += length
            sortedOffsets = nil
        }
    }

    /// Lengths are positional; after rows move they are measured again.
    mutating func removeAll() {
        measured.removeAll()
        sum = 0
        sortedOffsets = []
    }

    /// Takes each of `lengths` as its row's new length.
    mutating func merge(_ lengths: [Int: Double]) {
        for (offset, length) in lengths { set(length, at: offset) }
    }

    private mutating func offsetsInOrder() -> [Int] {
        if let sortedOffsets { return sortedOffsets }
        let sorted = measured.keys.sorted()
        sortedOffsets = sorted
        return sorted
    }

    /// Where row `offset` starts, from the first row's start, with `spacing` between rows.
    mutating func start(of offset: Int, spacing: Double) -> Double {
        let estimate = estimate
        var position = Double(max(offset, 0)) * (estimate + spacing)
        for measuredOffset in offsetsInOrder() {
            guard measuredOffset < offset else { break }
            position += measured[measuredOffset, default: estimate] - estimate
        }
        return position
    }

    /// How long `count` rows are with `spacing` between them.
    mutating func total(count: Int, spacing: Double) -> Double {
        guard count > 0 else { return 0 }
        return start(of: count, spacing: spacing) - spacing
    }

    /// The first and last of `count` rows that overlap `span` (from the first row's start), if any.
    mutating func rows(overlapping span: ClosedRange<Double>, count: Int, spacing: Double) -> ClosedRange<Int>? {
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
        for offset in offsetsInOrder() where offset < count {
            uniformRun(next, offset)
            position += Double(offset - next) * step
            guard position <= span.upperBound else { break }
            let length = measured[offset, default: estimate]
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
