import Trellis

@main struct TablesApp: App {
    var body: some Scene {
        WindowGroup("Processes") { ProcessesView() }
            .defaultSize(width: 720, height: 480)
    }
}

/// A system monitor's process list: a table sorted by clicking its headers,
/// filtered by the search field, with a menu that acts on the selected rows.
struct ProcessesView: View {
    @State private var processes = ProcessEntry.sample
    @State private var selection: Set<ProcessEntry.ID> = [ProcessEntry.sample[1].id, ProcessEntry.sample[2].id]
    @State private var sortOrder = [KeyPathComparator(\ProcessEntry.pid)]
    @State private var search = ""
    @State private var inspected: String?

    var body: some View {
        VStack(spacing: 0) {
            Table(shown, selection: $selection, sortOrder: $sortOrder) {
                TableColumn("Process", value: \.name)
                TableColumn("User", value: \.user).width(80)
                TableColumn("PID", value: \.pid) { Text(String($0.pid)) }.width(70)
                TableColumn("% CPU", value: \.cpu) { Text(String(format: "%.1f", $0.cpu)) }.width(70)
                TableColumn("Memory", value: \.memory) { Text("\($0.memory) MB") }.width(90)
            }
            .contextMenu(forSelectionType: ProcessEntry.ID.self) { ids in
                if ids.isEmpty {
                    Button("Select All") { selection = Set(shown.map(\.id)) }
                } else {
                    Button("Inspect") { inspected = names(of: ids) }
                    Button(ids.count == 1 ? "End Process" : "End \(ids.count) Processes", role: .destructive) {
                        processes.removeAll { ids.contains($0.id) }
                        selection.subtract(ids)
                    }
                }
            } primaryAction: { ids in
                inspected = names(of: ids)
            }
            Divider()
            Text(status)
                .font(.caption)
                .foregroundStyle(.secondary)
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.horizontal, 10)
                .padding(.vertical, 5)
        }
        .searchable(text: $search, prompt: "Filter processes")
        // As in SwiftUI, the table only reports the order; the rows are sorted here.
        .onChange(of: sortOrder, initial: true) { _, order in processes.sort(using: order) }
    }

    /// The processes whose name or user contains the search text.
    private var shown: [ProcessEntry] {
        let query = search.trimmingCharacters(in: .whitespaces)
        guard !query.isEmpty else { return processes }
        return processes.filter { $0.name.localizedCaseInsensitiveContains(query) || $0.user.localizedCaseInsensitiveContains(query) }
    }

    private var status: String {
        var parts = ["\(shown.count) of \(processes.count) processes", "\(selection.count) selected"]
        if let inspected { parts.append("inspecting \(inspected)") }
        return parts.joined(separator: " · ")
    }

    private func names(of ids: Set<ProcessEntry.ID>) -> String {
        processes.filter { ids.contains($0.id) }.map(\.name).joined(separator: ", ")
    }
}
