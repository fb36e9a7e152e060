@_spi(TrellisExtension) import TrellisCore

/// Rows of values in columns, with a header strip that sorts and resizes
/// them, built lazily as `List` is.
///
/// Clicking a sortable column's header puts its comparator first in the
/// `sortOrder` binding (a second click reverses it); as in SwiftUI, the
/// table does not sort the rows itself: sort them in `onChange(of:)`.
/// Dragging the edge between two headers resizes the column on its left.
/// Rows are selected as in a `List`: click, Shift-click, Ctrl-click, and
/// Up and Down.
public struct Table<Value: Identifiable, Rows: TableRowContent, Columns: TableColumnContent>: View {
    let rows: Rows
    let values: [Value]
    let columns: [_TableColumnDescription<Value>]
    let selection: ListSelectionBinding?
    let sorting: TableSorting?

    /// The widths the user has dragged columns to, by column.
    @State private var resizedWidths: [Int: CGFloat] = [:]
    /// Which value each numbered row shows, kept across updates for the list's selection.
    @State private var rowTags = TableRowTags<Value>()

    init(rows: Rows, values: [Value], columns: [_TableColumnDescription<Value>], selection: ListSelectionBinding?, sorting: TableSorting?) {
        self.rows = rows
        self.values = values
        self.columns = columns
        self.selection = selection
        self.sorting = sorting
    }

    /// A header strip over the rows, both laid out in the same column widths.
    public var body: some View {
        let descriptions = columns
        let values = values
        let tags = rowTags
        tags.values = values
        let resized = resizedWidths
        // Closures, not key paths: a key path into a generic type is made anew
        // each time it is evaluated (the runtime decodes its type arguments by
        // name), which cost a table's scroll 8% of its instructions when each
        // row's cells were read through one.
        let cells = descriptions.map { $0.cell }
        let alignments = descriptions.map { $0.alignment.frameAlignment }
        let sortState = sorting?.state(descriptions.map { $0.comparator })
        return GeometryReader { proxy in
            let widths = TableColumnWidths.resolve(descriptions.map { $0.width }, resized: resized, total: proxy.size.width)
            VStack(spacing: 0) {
                TableHeader(labels: descriptions.map { $0.label }, alignments: alignments,
                            widths: widths, sortState: sortState,
                            sortsColumn: descriptions.map { $0.comparator != nil },
                            onSort: { column in
                                if let comparator = descriptions[column].comparator { sorting?.click(comparator) }
                            },
                            onResize: { column, width in
                                resizedWidths[column] = max(width, descriptions[column].width.min ?? TableColumnWidths.defaultMinimum)
                            })
                ScrollView {
                    // Every row shares the column's cells and alignments, made once per body.
                    ListRows(content: ForEach(0..<values.count, id: \.self) { offset in
                        TableRowCells(cells: cells, value: values[offset], widths: widths, alignments: alignments)
                    }, selection: selection, appearance: .table, rowTags: tags)
                }
            }
            .modifier(TableAccessibilityModifier(widths: widths))
        }
    }
}
