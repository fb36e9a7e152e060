@_spi(TrellisExtension) import TrellisCore

/// One row of a table: each column's cell for the row's value, at the
/// column's width, so the cells line up under the header.
struct TableRowCells<Value>: View {
    let cells: [@MainActor (Value) -> AnyView]
    let value: Value
    let widths: [CGFloat]
    let alignments: [Alignment]

    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<cells.count, id: \.self) { column in
                cells[column](value)
                    .padding(.horizontal, 6)
                    .frame(width: widths.indices.contains(column) ? widths[column] : 0,
                           alignment: alignments.indices.contains(column) ? alignments[column] : .leading)
            }
        }
        // Once for the row rather than per cell: a table updates every shown row's cells on each change of its rows.
        .lineLimit(1)
    }
}
