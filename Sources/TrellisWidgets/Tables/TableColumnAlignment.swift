@_spi(TrellisExtension) import TrellisCore

/// Where a column's header label and cells sit across the column's width.
public struct TableColumnAlignment: Hashable, Sendable {
    let horizontal: HorizontalAlignment

    /// The default: leading.
    public static let automatic = TableColumnAlignment(horizontal: .leading)
    /// At the leading edge.
    public static let leading = TableColumnAlignment(horizontal: .leading)
    /// Centred.
    public static let center = TableColumnAlignment(horizontal: .center)
    /// At the trailing edge.
    public static let trailing = TableColumnAlignment(horizontal: .trailing)
    /// For numbers, so their last digits line up: trailing, as digits are written left to right here.
    public static let numeric = TableColumnAlignment(horizontal: .trailing)

    /// The frame alignment of a cell or header label.
    var frameAlignment: Alignment { Alignment(horizontal: horizontal, vertical: .center) }
}

extension TableColumn {
    /// This column with its header label and its cells aligned as `alignment` says.
    public func alignment(_ alignment: TableColumnAlignment) -> TableColumn {
        var copy = self
        copy.description.alignment = alignment
        return copy
    }
}
