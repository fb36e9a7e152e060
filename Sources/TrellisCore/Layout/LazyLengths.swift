/// The lengths of a lazy stack's rows (or a lazy grid's lines) along its
/// axis: those measured so far, and the average of them for the rest.
///
/// Rows not measured all take the same length, so every position is found
/// from the measured rows alone, with arithmetic over the runs between them;
/// walking every row instead made a scroll through 100,000 rows cost
/// milliseconds for each row above the visible ones.
package struct LazyLengths {
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
    package func length(at offset: Int) -> Double {
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

    /// Rows from `offset` on moved by `delta`; when `delta` is negative, the
    /// rows just before `offset` went with it. Lengths follow their rows, so
    /// the estimate for rows never measured, and the place of every row, stay
    /// as they were: forgetting them placed every visible row of a scrolled
    /// stack whose rows differ in length somewhere else, and so drew it again.
    mutating func shift(from offset: Int, by delta: Int) {
        guard delta != 0 else { return }
        if delta < 0 {
            let gone = position(of: offset + delta)..<position(of: offset)
            for index in gone { sum -= lengths[index] }
            offsets.removeSubrange(gone)
            lengths.removeSubrange(gone)
        }
        for index in position(of: offset + min(delta, 0))..<offsets.count { offsets[index] += delta }
    }

    /// Follows one edit of the rows, in the order the edits were made: a
    /// removed row's length goes with it, an inserted row has none until it is
    /// measured, and a moved row takes its own along.
    mutating func follow(_ edit: DisplayEdit) {
        switch edit {
        case .removed(let offset):
            shift(from: offset + 1, by: -1)
        case .inserted(let offset):
            shift(from: offset, by: 1)
        case let .moved(source, destination):
            let moving = measured(at: source)
            shift(from: source + 1, by: -1)
            shift(from: destination, by: 1)
            if let moving { set(moving, at: destination) }
        case .changed:
            break
        }
    }

    /// Row `offset`'s length, if it was measured.
    private func measured(at offset: Int) -> Double? {
        let position = position(of: offset)
        return position < offsets.count && offsets[position] == offset ? lengths[position] : nil
    }

    /// Each measured row goes where `relocation` takes it, or away with its
    /// element. For changes too many to follow edit by edit: rows of the
    /// `ForEach` that were measured but not built are measured again when built.
    mutating func relocate(by relocation: RowRelocation) {
        var moved: [(offset: Int, length: Double)] = []
        moved.reserveCapacity(offsets.count)
        var inOrder = true
        for (offset, length) in zip(offsets, lengths) {
            guard let destination = relocation.destination(of: offset) else { continue }
            if let last = moved.last, last.offset >= destination { inOrder = false }
            moved.append((destination, length))
        }
        if !inOrder { moved.sort { $0.offset < $1.offset } }
        offsets = moved.map(\.offset)
        lengths = moved.map(\.length)
        sum = 0
        for length in lengths { sum += length }
    }

    /// Takes each of `lengths` as its row's new length.
    package mutating func merge(_ lengths: [Int: Double]) {
        for (offset, length) in lengths { set(length, at: offset) }
    }

    /// Where row `offset` starts, from the first row's start, with `spacing` between rows.
    package func start(of offset: Int, spacing: Double) -> Double {
        let offset = max(offset, 0), measuredBefore = position(of: offset)
        // The measured lengths are added up by themselves, so that rows after
        // measured ones stay exactly where they were when the estimate changes.
        var measured = 0.0
        for index in 0..<measuredBefore { measured += lengths[index] }
        return measured + Double(offset - measuredBefore) * estimate + Double(offset) * spacing
    }

    /// How long `count` rows are with `spacing` between them.
    package func total(count: Int, spacing: Double) -> Double {
        guard count > 0 else { return 0 }
        return start(of: count, spacing: spacing) - spacing
    }

    /// The first and last of `count` rows that overlap `span` (from the first row's start), if any.
    package func rows(overlapping span: ClosedRange<Double>, count: Int, spacing: Double) -> ClosedRange<Int>? {
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

    /// Every stored property at its default; Swift gives the implicit
    /// initialiser no access beyond the module.
    package init() {}
}
