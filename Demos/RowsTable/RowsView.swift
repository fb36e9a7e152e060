import Trellis

/// js-framework-benchmark's page in Trellis: a header of buttons over a list of rows.
public struct RowsView: View {
    /// The table this page shows and edits.
    public let store: RowsStore

    /// A page over `store`.
    public init(store: RowsStore) {
        self.store = store
    }

    /// The content.
    public var body: some View {
        VStack(spacing: 0) {
            RowsHeader(store: store)
            List(store.rows) { row in
                // Read here, in the list's row builder, so a new selection re-makes
                // only the rows that are built; the unchanged ones skip their bodies.
                RowView(row: row, isSelected: row.id == store.selectedID, store: store)
            }
        }
    }
}

/// The six buttons of the benchmark's page.
public struct RowsHeader: View {
    /// The table the buttons edit.
    public let store: RowsStore

    /// The header for `store`.
    public init(store: RowsStore) {
        self.store = store
    }

    /// The content.
    public var body: some View {
        HStack(spacing: 8) {
            Button("Create 1,000 rows") { store.create(1_000) }
            Button("Create 10,000 rows") { store.create(10_000) }
            Button("Append 1,000 rows") { store.append(1_000) }
            Button("Update every 10th row") { store.updateEveryTenth() }
            Button("Clear") { store.clear() }
            Button("Swap Rows") { store.swapRows() }
            Spacer()
        }
        .padding(12)
    }
}

/// One row: the id in a fixed column, a label that selects the row, and a cross that removes it.
public struct RowView: View {
    /// The row shown.
    public let row: Row
    /// Whether the row is drawn highlighted.
    public let isSelected: Bool
    /// The table the row selects and removes itself in.
    public let store: RowsStore

    /// A row of `store`.
    public init(row: Row, isSelected: Bool, store: RowsStore) {
        self.row = row
        self.isSelected = isSelected
        self.store = store
    }

    /// The selected row's background.
    public static let highlight = Color(red: 0.85, green: 0.91, blue: 1)

    /// The content.
    public var body: some View {
        HStack(spacing: 8) {
            Text("\(row.id)")
                .frame(width: 60, alignment: .leading)
            Text(row.label)
                .frame(maxWidth: .infinity, alignment: .leading)
                .onTapGesture { store.select(row.id) }
            Image(systemName: "xmark")
                .onTapGesture { store.remove(row.id) }
        }
        .background(isSelected ? Self.highlight : Color.clear)
    }
}
