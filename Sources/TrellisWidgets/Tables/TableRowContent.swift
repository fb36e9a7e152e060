@_spi(TrellisExtension) import TrellisCore

/// The rows of a `Table`.
public protocol TableRowContent {
    /// The type of value each row shows.
    associatedtype TableRowValue: Identifiable

    /// The rows' values, top to bottom.
    var _rowValues: [TableRowValue] { get }
}

/// A table row for each element of a collection.
public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent where Data.Element: Identifiable {
    /// The type of value each row shows.
    public typealias TableRowValue = Data.Element

    /// The elements, in the collection's order.
    public let _rowValues: [Data.Element]

    /// A row for each element of `data`.
    public init(_ data: Data) {
        _rowValues = Array(data)
    }
}
