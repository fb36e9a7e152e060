/// What a table is to assistive technology, as GTK's column view is: a table
/// whose first children are its column headers, then one table row per row,
/// each holding one table cell per column.
///
/// A table is drawn as a header strip above a list's rows, so the tree first
/// has the headers' texts beside a list of items whose texts are flat. The
/// columns' edges, which the table knows, sort each row's elements into cells.
extension AccessibilityTreeBuilder {
    /// `inner`, the elements of a header strip and of the list under it,
    /// made into one table; `columnEdges` are the columns' left edges and the
    /// last one's right edge, in window points. Unchanged when it holds no list.
    package static func table(from inner: [AccessibilityNode], columnEdges: [Double]) -> [AccessibilityNode] {
        guard columnEdges.count > 1,
              let holder = inner.firstIndex(where: { $0.allNodes.contains { $0.role == .list } }),
              let list = inner[holder].allNodes.first(where: { $0.role == .list }) else { return inner }
        let headers = inner.enumerated().filter { $0.offset != holder }.map(\.element)
        for header in headers { header.role = .columnHeader }
        let rows = list.children
        for row in rows {
            row.role = .tableRow
            let cells = cells(of: row, columnEdges: columnEdges)
            row.children = []
            adopt(cells, into: row)
        }
        list.role = .table
        list.children = []
        adopt(headers + rows, into: list)
        return [inner[holder]]
    }

    /// One cell per column of `row`, holding the row's elements whose middle lies in that column.
    private static func cells(of row: AccessibilityNode, columnEdges: [Double]) -> [AccessibilityNode] {
        var buckets = Array(repeating: [AccessibilityNode](), count: columnEdges.count - 1)
        for element in row.children {
            let middle = element.frame.midX
            let column = (columnEdges.lastIndex { $0 <= middle } ?? 0)
            buckets[min(column, buckets.count - 1)].append(element)
        }
        return buckets.enumerated().map { column, elements in
            let cell = AccessibilityNode(role: .tableCell, name: contentName(of: elements))
            cell.frame = Rect(x: columnEdges[column], y: row.frame.minY,
                              width: columnEdges[column + 1] - columnEdges[column], height: row.frame.height)
            adopt(elements, into: cell)
            return cell
        }
    }
}
