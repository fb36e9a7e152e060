/// One row of a table: each column's cell for the row's value, at the
/// column's width, so the cells line up under the header.
struct TableRowCells<Value>: View {
    let cells: [@MainActor (Value) -> AnyView]
    let value: Value
    let widths: [CGFloat]

    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<cells.count, id: \.self) { column in
                cells[column](value)
                    .lineLimit(1)
                    .padding(.horizontal, 6)
                    .frame(width: widths.indices.contains(column) ? widths[column] : 0, alignment: .leading)
            }
        }
    }
}
