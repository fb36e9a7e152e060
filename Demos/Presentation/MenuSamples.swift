import Trellis

/// A menu with sections and a submenu, a menu picker, and a menu of a thousand items.
struct MenuSamples: View {
    @Binding var status: String
    @State private var sorting = "Name"

    var body: some View {
        HStack(spacing: 12) {
            Menu("Sort") {
                Button("By name") { status = "Sorted by name" }
                Button("By date") { status = "Sorted by date" }
                Divider()
                Section("Order") {
                    Button("Ascending") { status = "Ascending" }
                    Button("Descending") { status = "Descending" }
                }
                Menu("More") {
                    Button("By size") { status = "Sorted by size" }
                    Button("By kind") { status = "Sorted by kind" }
                }
                Button("Clear sorting", role: .destructive) { status = "Sorting cleared" }
            }
            .help("Up, Down, Right, Left, Enter and Escape work in menus")
            Picker("Group by", selection: $sorting) {
                ForEach(["Name", "Date", "Size"], id: \.self) { Text($0).tag($0) }
            }
            .pickerStyle(.menu)
            Menu("A thousand") {
                ForEach(0..<1_000, id: \.self) { index in
                    Button("Item \(index)") { status = "Chose item \(index)" }
                }
            }
        }
    }
}

/// An area with a context menu.
struct ContextSample: View {
    @Binding var status: String

    var body: some View {
        Text("Right-click here")
            .padding(30)
            .background(Color.gray.opacity(0.15))
            .contextMenu {
                Button("Rotate") { status = "Rotated" }
                Button("Duplicate") { status = "Duplicated" }
                Divider()
                Button("Delete", role: .destructive) { status = "Deleted from the context menu" }
            }
            .help("Right-click for a context menu")
    }
}
