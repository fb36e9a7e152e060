import SystemMonitorCore
import Trellis

/// Every process in a sortable, searchable table, with a way to end one and a sheet of its details.
///
/// This view holds the page's state, toolbar and presentations and does not
/// read the process list itself, so a refresh runs only the table's body.
struct ProcessesView: View {
    @Environment(SystemMonitor.self) private var monitor
    @State private var selection = Set<ProcessRow.ID>()
    @State private var sortOrder = [KeyPathComparator(\ProcessRow.cpu, order: .reverse)]
    @State private var search = ""
    @State private var inspected: ProcessRow?
    @State private var ending = EndingProcesses()

    var body: some View {
        ProcessTable(selection: $selection, sortOrder: $sortOrder, search: search,
                     inspect: inspect, end: { ending.confirm(rows($0), monitor: monitor) })
            .searchable(text: $search, prompt: "Name or PID")
            .navigationTitle("Processes")
            .toolbar {
                ToolbarItemGroup(placement: .primaryAction) {
                    Button("Properties", systemImage: "info.circle") { inspect(selection) }
                        .disabled(selection.count != 1)
                        .keyboardShortcut("i")
                        .help("Show the command line, environment and open files")
                    Button("End Process", systemImage: "xmark.octagon") { ending.confirm(rows(selection), monitor: monitor) }
                        .disabled(selection.isEmpty)
                        .keyboardShortcut("e")
                        .help("Ask the selected processes to quit (SIGTERM), then kill them (SIGKILL)")
                }
            }
            .sheet(item: $inspected) { row in
                ProcessDetailView(process: row)
            }
            .endProcessAlerts(ending, monitor: monitor)
    }

    private func rows(_ ids: Set<ProcessRow.ID>) -> [ProcessRow] {
        monitor.processes.filter { ids.contains($0.id) }
    }

    private func inspect(_ ids: Set<ProcessRow.ID>) {
        guard ids.count == 1, let row = rows(ids).first else { return }
        inspected = row
    }
}

/// The table of processes and the line beneath it: the part of the page each refresh updates.
struct ProcessTable: View {
    @Binding var selection: Set<ProcessRow.ID>
    @Binding var sortOrder: [KeyPathComparator<ProcessRow>]
    let search: String
    let inspect: (Set<ProcessRow.ID>) -> Void
    let end: (Set<ProcessRow.ID>) -> Void
    @Environment(SystemMonitor.self) private var monitor

    var body: some View {
        let shown = shownProcesses
        VStack(spacing: 0) {
            Table(shown, selection: $selection, sortOrder: $sortOrder) {
                TableColumn("Process Name", value: \.name)
                TableColumn("User", value: \.user).width(100)
                TableColumn("% CPU", value: \.cpu) { row in
                    Text(row.cpu, format: .number.precision(.fractionLength(1)))
                }
                .width(70)
                .alignment(.numeric)
                TableColumn("ID", value: \.pid) { row in
                    Text(String(row.pid))
                }
                .width(70)
                .alignment(.numeric)
                TableColumn("Memory", value: \.memory) { row in
                    // Kernel threads have no memory of their own.
                    Text(row.memory == 0 ? "—" : ByteText.memory(row.memory))
                }
                .width(90)
                .alignment(.numeric)
                TableColumn("Threads", value: \.threads) { row in
                    Text(String(row.threads))
                }
                .width(70)
                .alignment(.numeric)
                TableColumn("State", value: \.state) { row in
                    Text(row.state.rawValue)
                }
                .width(140)
            }
            // Digits of one width, so the numbers in a column line up.
            .monospacedDigit()
            .contextMenu(forSelectionType: ProcessRow.ID.self) { ids in
                if !ids.isEmpty {
                    Button("Properties") { inspect(ids) }
                        .disabled(ids.count != 1)
                    Divider()
                    Button(ids.count == 1 ? "End Process…" : "End \(ids.count) Processes…", role: .destructive) { end(ids) }
                }
            } primaryAction: { ids in
                inspect(ids)
            }
            Divider()
            ProcessStatusBar(shown: shown.count, total: monitor.processes.count, selected: selection.count,
                             notice: monitor.notice ?? monitor.problems.first)
        }
    }

    /// The processes whose name contains the search text or whose PID starts with it, in the table's order.
    private var shownProcesses: [ProcessRow] {
        let query = search.trimmingCharacters(in: .whitespaces)
        let matching = query.isEmpty ? monitor.processes : monitor.processes.filter {
            $0.name.localizedCaseInsensitiveContains(query) || String($0.pid).hasPrefix(query)
        }
        return matching.sorted(using: sortOrder)
    }
}

/// The line under the table: how many processes are shown and selected, and the latest news.
struct ProcessStatusBar: View {
    let shown: Int
    let total: Int
    let selected: Int
    let notice: String?

    var body: some View {
        HStack {
            Text(counts)
            Spacer()
            if let notice { Text(notice).lineLimit(1) }
        }
        .font(.caption)
        .foregroundStyle(.secondary)
        .padding(.horizontal, 10)
        .padding(.vertical, 5)
    }

    private var counts: String {
        let processes = shown == total ? "\(total) processes" : "\(shown) of \(total) processes"
        return selected > 0 ? "\(processes) · \(selected) selected" : processes
    }
}
