@_spi(TrellisExtension) import TrellisCore

// The forms of `Table` SwiftUI declares: with or without a selection (one
// value or a `Set`), and with or without a sort order.

extension Table {
    /// A table of `data`'s elements whose header clicks set `sortOrder`.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(rows: TableForEachContent(data), values: Array(data), columns: Self.descriptions(of: columns()),
                  selection: nil, sorting: TableSorting(sortOrder))
    }

    /// A sortable table where one row can be selected.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(rows: TableForEachContent(data), values: Array(data), columns: Self.descriptions(of: columns()),
                  selection: ListSelectionBinding(single: selection), sorting: TableSorting(sortOrder))
    }

    /// A sortable table where several rows can be selected.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(rows: TableForEachContent(data), values: Array(data), columns: Self.descriptions(of: columns()),
                  selection: ListSelectionBinding(set: selection), sorting: TableSorting(sortOrder))
    }

    /// A table of `data`'s elements.
    public init<Data: RandomAccessCollection>(
        _ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: TableForEachContent(data), values: Array(data), columns: Self.descriptions(of: columns()), selection: nil, sorting: nil)
    }

    /// A table where one row can be selected.
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: TableForEachContent(data), values: Array(data), columns: Self.descriptions(of: columns()),
                  selection: ListSelectionBinding(single: selection), sorting: nil)
    }

    /// A table where several rows can be selected.
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: TableForEachContent(data), values: Array(data), columns: Self.descriptions(of: columns()),
                  selection: ListSelectionBinding(set: selection), sorting: nil)
    }
}

extension Table {
    /// The columns' descriptions for this table's rows.
    ///
    /// The builder makes columns of `Value`'s rows, but stating that in the
    /// initialisers' signatures stops Swift inferring the row type of a
    /// column's key path (`TableColumn("Name", value: \.name)`), so it is
    /// checked here instead.
    private static func descriptions(of columns: Columns) -> [_TableColumnDescription<Value>] {
        guard let descriptions = columns._columns as? [_TableColumnDescription<Value>] else {
            Diagnostics.warnOnce("Table.columnRows.\(Value.self)",
                "a Table of \(Value.self) was given columns of \(Columns.TableRowValue.self); it shows no columns")
            return []
        }
        return descriptions
    }
}
