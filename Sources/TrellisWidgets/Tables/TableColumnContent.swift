@_spi(TrellisExtension) import TrellisCore

/// One or more columns of a `Table`, as a `TableColumnBuilder` collects them.
public protocol TableColumnContent {
    /// The type of value each row of the table shows.
    associatedtype TableRowValue: Identifiable
    /// How the columns sort the rows; `Never` for columns that cannot sort.
    associatedtype TableColumnSortComparator: SortComparator

    /// The columns, left to right, each described for the table to draw.
    @MainActor var _columns: [_TableColumnDescription<TableRowValue>] { get }
}

/// What a table needs to know of one column: its header, its cells, its
/// width and how clicking its header sorts.
public struct _TableColumnDescription<RowValue> {
    /// The header's view.
    let label: @MainActor () -> AnyView
    /// The cell's view for one row.
    let cell: @MainActor (RowValue) -> AnyView
    /// What a click on the header puts first in the sort order, if anything.
    let comparator: (any SortComparator)?
    /// The width it asks for.
    var width = TableColumnWidth()
    /// Where its header label and cells sit across its width.
    var alignment = TableColumnAlignment.automatic
}

/// A column's width as `.width(_:)` or `.width(min:ideal:max:)` gave it.
struct TableColumnWidth: Equatable {
    var fixed: CGFloat?
    var min: CGFloat?
    var ideal: CGFloat?
    var max: CGFloat?
}
