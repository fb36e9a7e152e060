@_spi(TrellisExtension) import TrellisCore

/// Where things are in a multi-line text: lines' tops, positions' points and
/// the position under a point, and scrolling within the text.
extension MultilineTextLayout {
    /// The top of line `line`, in points from the top of the text.
    func top(ofLine line: Int) -> Double {
        Double(rowCounts.sum(ofFirst: line)) * rowHeight
    }

    /// The first line whose bottom is below `y`, in points from the top of
    /// the text; the number of lines when none is.
    func firstLine(endingBelow y: Double) -> Int {
        guard y >= 0 else { return 0 }
        // Found by whole rows, then checked in points, as tops are; a height past the text finds its end.
        let rows = min(max((y / rowHeight).rounded(.down), 0), Double(rowCounts.total))
        var line = rowCounts.index(passing: Int(rows))
        while line > 0, top(ofLine: line) > y { line -= 1 }
        while line < rowCounts.count, top(ofLine: line + 1) <= y { line += 1 }
        return line
    }

    /// The height of all the text, estimated where it has not been wrapped.
    var contentHeight: Double { Double(rowCounts.total) * rowHeight }

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
        // Lines are found by their counted rows, so only the line hit is wrapped.
        let line = min(firstLine(endingBelow: point.y), document.lines.count - 1)
        let top = top(ofLine: line)
        let wrapping = wrapping(of: line)
        if point.y >= top + Double(wrapping.rows.count) * rowHeight, line == document.lines.count - 1 { return document.end }
        let row = min(max(Int((point.y - top) / rowHeight), 0), wrapping.rows.count - 1)
        var column = wrapping.column(nearestX: point.x, inRow: row)
        if let composition, line == document.caret.line, column > document.caret.column {
            column = max(document.caret.column, column - composition.text.count)
        }
        return TextPosition(line: line, column: column)
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
