/// How a list's rows are spaced and decorated: what tells a plain list, a
/// table and a bordered list apart.
package struct ListRowsAppearance: Equatable {
    /// Space around each row inside its slot.
    var rowInsets: EdgeInsets
    /// Whether lines are drawn between rows.
    var hasSeparators: Bool
    /// Whether rows are striped, as macOS tables and bordered lists are.
    var alternatesRows: Bool
    /// Whether the selection bar spans the row edge to edge, as in a table,
    /// rather than a rounded bar inset from the edges.
    var highlightsFullWidth: Bool

    /// A list's rows as its `.listStyle(_:)` draws them.
    init(_ style: _ListStyleAppearance) {
        self.init(rowInsets: style.rowInsets, hasSeparators: style.hasSeparators,
                  alternatesRows: style.alternatesRows, highlightsFullWidth: style.highlightsFullWidth)
    }

    init(rowInsets: EdgeInsets, hasSeparators: Bool, alternatesRows: Bool, highlightsFullWidth: Bool) {
        self.rowInsets = rowInsets
        self.hasSeparators = hasSeparators
        self.alternatesRows = alternatesRows
        self.highlightsFullWidth = highlightsFullWidth
    }

    /// A table's rows: tight, striped, with cells that pad themselves.
    package static let table = ListRowsAppearance(
        rowInsets: EdgeInsets(top: 3, leading: 0, bottom: 3, trailing: 0),
        hasSeparators: false, alternatesRows: true, highlightsFullWidth: true)
}
