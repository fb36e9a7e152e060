@_spi(TrellisExtension) import TrellisCore

/// Collects the columns written in a `Table`'s `columns` closure.
///
/// Each column passes through `buildExpression` first, which pins its row
/// type to the table's: Swift cannot yet state that every member of a pack
/// has the same associated type, but it can match a pack of `TableColumnSlot`s.
@resultBuilder
@MainActor
public enum TableColumnBuilder<RowValue: Identifiable, Sort: SortComparator> {
    /// A column of this table's rows, sorting by `Sort` or not at all.
    public static func buildExpression<S, Content, Label>(
        _ column: TableColumn<RowValue, S, Content, Label>
    ) -> TableColumnSlot<RowValue, TableColumn<RowValue, S, Content, Label>> {
        TableColumnSlot(columns: column._columns)
    }

    /// Columns grouped elsewhere, such as another builder's result.
    public static func buildExpression<Column: TableColumnContent>(
        _ column: Column
    ) -> TableColumnSlot<RowValue, Column> where Column.TableRowValue == RowValue {
        TableColumnSlot(columns: column._columns)
    }

    /// The columns in the order written.
    public static func buildBlock<each Column>(
        _ column: repeat TableColumnSlot<RowValue, each Column>
    ) -> TupleTableColumnContent<RowValue, Sort, repeat each Column> {
        TupleTableColumnContent(repeat each column)
    }
}

/// One column as the builder holds it, its row type fixed to the table's.
public struct TableColumnSlot<RowValue: Identifiable, Column> {
    let columns: [_TableColumnDescription<RowValue>]
}

/// The columns of a `Table`, in the order written.
public struct TupleTableColumnContent<RowValue: Identifiable, Sort: SortComparator, each Column>: TableColumnContent {
    /// The type of value each row shows.
    public typealias TableRowValue = RowValue
    /// How the columns sort the rows.
    public typealias TableColumnSortComparator = Sort

    private let slots: (repeat TableColumnSlot<RowValue, each Column>)

    init(_ slot: repeat TableColumnSlot<RowValue, each Column>) {
        slots = (repeat each slot)
    }

    /// Every column, left to right.
    @MainActor public var _columns: [_TableColumnDescription<RowValue>] {
        var all: [_TableColumnDescription<RowValue>] = []
        for slot in repeat each slots { all += slot.columns }
        return all
    }
}
