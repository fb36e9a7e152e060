@_spi(TrellisExtension) import TrellisCore

/// Where things are in a multi-line text: lines' tops, positions' points and
/// the position under a point, and scrolling within the text.
extension MultilineTextLayout {
    /// The top of line `line`, in points from the top of the text.
    func top(ofLine line: Int) -> Double {
        var rows = 0
        for count in rowCounts[..<line] { rows += count }
        return Double(rows) * rowHeight
    }

    /// The height of all the text, estimated where it has not been wrapped.
    var contentHeight: Double { Double(rowCounts.reduce(0, +)) * rowHeight }

    /// The height the text is shown in.
    var viewportHeight: Double { max(frame.height - 2 * inset, rowHeight) }

    /// The column a position is drawn at, counting a composition in progress before it.
    func displayColumn(of position: TextPosition) -> Int {
        guard let composition, position.line == document.caret.line, position.column >= document.caret.column else {
            return position.column
        }
        return position.column + composition.text.count
    }

    /// Where `position` is drawn, from the top-left of the text: its row's top and its x.
    func point(of position: TextPosition) -> Point {
        let line = wrapping(of: position.line)
        let column = displayColumn(of: position)
        let row = line.row(of: column)
        return Point(x: line.x(of: column, inRow: row), y: top(ofLine: position.line) + Double(row) * rowHeight)
    }

    /// The position nearest to `point`, measured from the top-left of the text.
    func position(at point: Point) -> TextPosition {
        guard point.y >= 0 else { return .start }
        var top = 0.0
        let last = document.lines.count - 1
        // Lines are found by their counted rows, so only the line hit is wrapped.
        for line in document.lines.indices {
            if point.y < top + Double(rowCounts[line]) * rowHeight || line == last {
                let wrapping = wrapping(of: line)
                if point.y >= top + Double(wrapping.rows.count) * rowHeight, line == last { return document.end }
                let row = min(max(Int((point.y - top) / rowHeight), 0), wrapping.rows.count - 1)
                var column = wrapping.column(nearestX: point.x, inRow: row)
                if let composition, line == document.caret.line, column > document.caret.column {
                    column = max(document.caret.column, column - composition.text.count)
                }
                return TextPosition(line: line, column: column)
            }
            top += Double(rowCounts[line]) * rowHeight
        }
        return document.end
    }

    /// The window point `location` as a point in the text.
    func textPoint(_ location: Point) -> Point {
        Point(x: location.x - frame.x - inset, y: location.y - frame.y - inset + scrollY)
    }

    /// Scrolls by `dy` points within the text; returns whether it moved.
    @discardableResult
    func scroll(by dy: Double) -> Bool {
        let target = min(max(scrollY + dy, 0), max(contentHeight - viewportHeight, 0))
        guard target != scrollY else { return false }
        scrollY = target
        setNeedsPlacement()
        return true
    }
}
