/// What a lazy stack's own graphics were placed from: its separators, and a
/// list's stripes and highlights, follow the built rows' slots and nothing
/// else that placement sets.
///
/// A stack compares it after each placement and marks itself only when it
/// changed, so that a row repainting in place (a new colour, a string of the
/// same size) is brought up to date alone instead of drawing every visible
/// row and separator again.
struct RowDecoration: Equatable {
    /// One built row: where it stands among the stack's rows, where it was
    /// placed along the stack's axis, and the insets around it that its slot
    /// takes in. Slots, separators and highlights span the stack across, so a
    /// row's extent across (a text row's width) does not count.
    struct Row: Equatable {
        var offset: Int
        var start: Double
        var length: Double
        var insets: EdgeInsets
    }

    /// Whether the stack's last row is built: it alone has no separator
    /// after it. Not the count itself: rows appended or removed below the
    /// built ones change nothing drawn.
    var endsAtLastRow = false
    /// Where the stack starts across its axis, and how far it spans: a slot
    /// spans the stack across. Not its whole frame: its length along the
    /// axis follows the rows there are, built or not.
    var acrossStart = 0.0
    var acrossLength = 0.0
    var cross = 0.0
    var rows: [Row] = []
    var pinnedRows: Set<Int> = []
}

extension LazyStackLayout {
    /// Marks the stack's own graphics changed when what they were placed from
    /// changed; `placed` are the built rows in order with their insets. Read
    /// once placing is over: pinning moves a header after the row loop placed it.
    /// Returns whether the stack's own graphics must be drawn again.
    @discardableResult
    func noteDecoration(rows placed: [(offset: Int, insets: EdgeInsets)]) -> Bool {
        let across = axis == .vertical ? (frame.x, frame.width) : (frame.y, frame.height)
        var now = RowDecoration(endsAtLastRow: placed.last?.offset == count - 1, acrossStart: across.0,
                                acrossLength: across.1, cross: placedCross, rows: [], pinnedRows: pinnedRows)
        now.rows.reserveCapacity(placed.count)
        for (offset, insets) in placed {
            guard let row = rows[offset] else { continue }
            let (start, length) = axis == .vertical ? (row.frame.y, row.frame.height) : (row.frame.x, row.frame.width)
            now.rows.append(RowDecoration.Row(offset: offset, start: start, length: length, insets: insets))
        }
        guard now != decoration else { return false }
        decoration = now
        // A stack that draws nothing of its own has nothing to draw again:
        // its rows mark themselves where they moved or changed.
        guard drawsOwnGraphics else { return false }
        markDisplayPath()
        return true
    }
}
