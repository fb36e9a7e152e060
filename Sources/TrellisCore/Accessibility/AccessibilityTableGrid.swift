/// A table read as a grid, as AT-SPI's Table and TableCell interfaces ask for
/// it: rows and columns counted from zero, a cell found by its row and column
/// and a cell's own position, so a reader can say "row 3, column 2, PID"
/// without walking the tree. The shape is `AccessibilityTreeBuilder.table`'s:
/// the table's column headers, then its rows, each holding one cell per column.
/// A lazy table builds only the rows it shows; rows are numbered in the
/// whole table, so a reader says "row 40 of 300", not "row 3 of 21".
extension AccessibilityNode {
    /// A table's column headers, left to right; empty for any other object.
    public var columnHeaders: [AccessibilityNode] {
        role == .table ? children.filter { $0.role == .columnHeader } : []
    }

    /// A table's rows, top to bottom; empty for any other object.
    public var tableRows: [AccessibilityNode] {
        role == .table ? children.filter { $0.role == .tableRow } : []
    }

    /// How many columns a table has: one per header, or as many as its widest row has cells.
    public var columnCount: Int {
        guard role == .table else { return 0 }
        return max(columnHeaders.count, tableRows.map(\.children.count).max() ?? 0)
    }

    /// How many rows a table has, built or not.
    public var rowCount: Int {
        guard role == .table else { return 0 }
        return itemCount ?? tableRows.count
    }

    /// The row of a table numbered `row` in the whole table; nil when it is not built (scrolled away) or outside it.
    public func tableRow(_ row: Int) -> AccessibilityNode? {
        let rows = tableRows
        guard let first = rows.first?.itemIndex else { return rows.indices.contains(row) ? rows[row] : nil }
        // Built rows are contiguous and in order, so the row is found by arithmetic, then checked.
        let position = row - first
        guard rows.indices.contains(position), rows[position].itemIndex == row else { return rows.first { $0.itemIndex == row } }
        return rows[position]
    }

    /// The number of `row`, a row of this table, in the whole table.
    public func number(ofRow row: AccessibilityNode) -> Int? {
        guard let position = tableRows.firstIndex(where: { $0 === row }) else { return nil }
        return row.itemIndex ?? position
    }

    /// The cell of a table at `row` and `column`, counted from zero in the whole
    /// table; nil outside it, or where the row is not built.
    public func cell(row: Int, column: Int) -> AccessibilityNode? {
        guard let found = tableRow(row), found.children.indices.contains(column) else { return nil }
        return found.children[column]
    }

    /// Where a cell lies: its table, and its row and column there; nil for any other object.
    public var cellPosition: (table: AccessibilityNode, row: Int, column: Int)? {
        guard role == .tableCell, let row = parent, row.role == .tableRow, let table = row.parent, table.role == .table,
              let column = row.children.firstIndex(where: { $0 === self }),
              let rowIndex = table.number(ofRow: row) else { return nil }
        return (table, rowIndex, column)
    }
}
