@_spi(TrellisExtension) import TrellisCore

/// A column of a `Table`: a header, and a cell for each row.
///
/// A column given a key path sorts: clicking its header puts a
/// `KeyPathComparator` on that key path first in the table's sort order.
public struct TableColumn<RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View>: TableColumnContent {
    /// The type of value each row shows.
    public typealias TableRowValue = RowValue
    /// How this column sorts the rows.
    public typealias TableColumnSortComparator = Sort

    var description: _TableColumnDescription<RowValue>

    private init(label: @escaping @MainActor () -> Label, comparator: Sort?,
                 content: @escaping @MainActor (RowValue) -> Content) {
        description = _TableColumnDescription(label: { AnyView(label()) }, cell: { AnyView(content($0)) },
                                              comparator: comparator)
    }

    /// This one column.
    @MainActor public var _columns: [_TableColumnDescription<RowValue>] { [description] }

    /// This column at a fixed width, or sized by the table when `width` is `nil`.
    public func width(_ width: CGFloat?) -> TableColumn {
        var copy = self
        copy.description.width = TableColumnWidth(fixed: width)
        return copy
    }

    /// This column between `min` and `max` wide, `ideal` when there is room.
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn {
        var copy = self
        copy.description.width = TableColumnWidth(min: min, ideal: ideal, max: max)
        return copy
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Content == Text, Label == Text {
    /// A column showing a text property, sorting by it.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String> & Sendable) {
        // Each cell shown reads its row's property: at its offset when it is stored (`KeyPathReader`).
        let reader = KeyPathReader(value)
        self.init(label: { Text(titleKey) }, comparator: KeyPathComparator(value),
                  content: { Text(reader.read(from: $0)) })
    }

    /// A column showing a text property, sorting by it.
    public init<Title: StringProtocol>(_ title: Title, value: KeyPath<RowValue, String> & Sendable) {
        self.init(LocalizedStringKey(String(title)), value: value)
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    /// A column of views made from each row, sorting by the property `value`.
    public init<Value: Comparable>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Value> & Sendable,
                                   @ViewBuilder content: @escaping @MainActor (RowValue) -> Content) {
        self.init(label: { Text(titleKey) }, comparator: KeyPathComparator(value), content: content)
    }

    /// A column of views made from each row, sorting by the property `value`.
    public init<Title: StringProtocol, Value: Comparable>(_ title: Title, value: KeyPath<RowValue, Value> & Sendable,
                                                         @ViewBuilder content: @escaping @MainActor (RowValue) -> Content) {
        self.init(LocalizedStringKey(String(title)), value: value, content: content)
    }
}

extension TableColumn where Sort == Never, Label == Text {
    /// A column of views made from each row; its header does not sort.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping @MainActor (RowValue) -> Content) {
        self.init(label: { Text(titleKey) }, comparator: nil, content: content)
    }

    /// A column of views made from each row; its header does not sort.
    public init<Title: StringProtocol>(_ title: Title, @ViewBuilder content: @escaping @MainActor (RowValue) -> Content) {
        self.init(LocalizedStringKey(String(title)), content: content)
    }
}
