@_spi(TrellisExtension) import TrellisCore

/// `org.a11y.atspi.Table` for tables and `org.a11y.atspi.TableCell` for their
/// cells: what Orca reads to say where in a table the user is ("row 2,
/// column 3") and to read a column's header with a cell. Rows are chosen one
/// at a time, as a click chooses them; columns are never chosen.
extension ATSPIBridge {
    static let table = "org.a11y.atspi.Table"
    static let tableCell = "org.a11y.atspi.TableCell"

    /// A reference to no object: a table has no caption or summary object.
    private var noObject: DBusArgument { .reference(bus?.uniqueName ?? "", DBusArgument.nullPath) }

    /// The rows of `table` that are chosen now, by number, built or not (a
    /// lazy table's selection may reach rows scrolled away); a table that
    /// cannot say (a calendar's month) counts the rows it holds.
    static func selectedRows(of table: AccessibilityNode) -> [Int] {
        if let chosen = table.chosenItemNumbers { return chosen() }
        return table.tableRows.filter { $0.states.contains(.selected) }.compactMap(table.number(ofRow:))
    }

    /// Whether row number `row` of `table` is chosen.
    private static func isSelected(_ row: Int?, of table: AccessibilityNode) -> Bool {
        guard let row else { return false }
        if let built = table.tableRow(row) { return built.states.contains(.selected) }
        return table.chosenItemNumbers?().contains(row) ?? false
    }

    func tableProperties(of node: AccessibilityNode) -> [(String, DBusArgument)] {
        [("NRows", .int32(Int32(node.rowCount))), ("NColumns", .int32(Int32(node.columnCount))),
         ("Caption", noObject), ("Summary", noObject),
         ("NSelectedRows", .int32(Int32(Self.selectedRows(of: node).count))), ("NSelectedColumns", .int32(0))]
    }

    func tableCellProperties(of node: AccessibilityNode) -> [(String, DBusArgument)] {
        guard let position = node.cellPosition else { return [] }
        return [("ColumnSpan", .int32(1)), ("RowSpan", .int32(1)),
                ("Position", .structure([.int32(Int32(position.row)), .int32(Int32(position.column))])),
                ("Table", reference(to: position.table))]
    }

    func tableAnswer(_ request: BusRequest, _ table: AccessibilityNode) -> BusAnswer {
        let columns = table.columnCount, rows = table.rowCount
        let first = request.int(0), second = request.int(1)
        // A cell's index is its place in row-major order, as ATK's `get_index_at` counts.
        func cell(atIndex index: Int?) -> (row: Int, column: Int)? {
            guard let index, columns > 0, index >= 0, index < rows * columns else { return nil }
            return (index / columns, index % columns)
        }
        switch request.member {
        case "GetAccessibleAt":
            // No object, not an error, for a row not built: libatspi gives the reader None.
            guard let row = first, let column = second, let cell = table.cell(row: row, column: column) else { return .reply([noObject]) }
            return .reply([reference(to: cell)])
        case "GetIndexAt":
            guard let row = first, let column = second, table.cell(row: row, column: column) != nil else { return .int(-1) }
            return .int(row * columns + column)
        case "GetRowAtIndex": return .int(cell(atIndex: first)?.row ?? -1)
        case "GetColumnAtIndex": return .int(cell(atIndex: first)?.column ?? -1)
        case "GetRowDescription": return .string("")
        case "GetColumnDescription":
            guard let column = first, table.columnHeaders.indices.contains(column) else { return .string("") }
            return .string(table.columnHeaders[column].name)
        case "GetRowExtentAt", "GetColumnExtentAt":
            return .int(first.flatMap { row in second.flatMap { table.cell(row: row, column: $0) } } == nil ? 0 : 1)
        case "GetRowHeader": return .reply([noObject])
        case "GetColumnHeader":
            guard let column = first, table.columnHeaders.indices.contains(column) else { return .reply([noObject]) }
            return .reply([reference(to: table.columnHeaders[column])])
        case "GetSelectedRows": return .reply([.array(element: "i", Self.selectedRows(of: table).map { .int32(Int32($0)) })])
        case "GetSelectedColumns": return .reply([.array(element: "i", [])])
        case "IsRowSelected", "IsSelected": return .bool(Self.isSelected(first, of: table))
        case "IsColumnSelected", "AddColumnSelection", "RemoveColumnSelection", "RemoveRowSelection": return .bool(false)
        case "AddRowSelection":
            // Only a built row can be pressed; a reader scrolls to a row before it chooses it.
            guard let row = first.flatMap(table.tableRow), let window = objects.window(of: table) else { return .bool(false) }
            if row.states.contains(.selected) { return .bool(true) }
            return .bool(window.driver.performAccessibilityAction(AccessibilityNode.ActionName.press, on: row))
        case "GetRowColumnExtentsAtIndex":
            guard let place = cell(atIndex: first) else {
                return .reply([.bool(false), .int32(-1), .int32(-1), .int32(0), .int32(0), .bool(false)])
            }
            return .reply([.bool(true), .int32(Int32(place.row)), .int32(Int32(place.column)), .int32(1), .int32(1),
                           .bool(Self.isSelected(place.row, of: table))])
        default: return .unknown
        }
    }

    func tableCellAnswer(_ request: BusRequest, _ cell: AccessibilityNode) -> BusAnswer {
        guard let position = cell.cellPosition else { return .unknown }
        switch request.member {
        // Four out arguments, not a structure of four: libatspi reads "iiii".
        case "GetRowColumnSpan": return .reply([.int32(Int32(position.row)), .int32(Int32(position.column)), .int32(1), .int32(1)])
        case "GetColumnHeaderCells":
            let headers = position.table.columnHeaders
            let header = headers.indices.contains(position.column) ? [reference(to: headers[position.column])] : []
            return .reply([.array(element: "(so)", header)])
        case "GetRowHeaderCells": return .reply([.array(element: "(so)", [])])
        default: return .unknown
        }
    }
}
