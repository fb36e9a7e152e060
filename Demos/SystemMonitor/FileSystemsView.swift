import SystemMonitorCore
import Trellis

/// The mounted file systems and how full each is.
struct FileSystemsView: View {
    @Environment(SystemMonitor.self) private var monitor
    @State private var sortOrder = [KeyPathComparator(\FileSystemRow.mountPoint)]
    @State private var selection = Set<FileSystemRow.ID>()

    var body: some View {
        Table(monitor.fileSystems.sorted(using: sortOrder), selection: $selection, sortOrder: $sortOrder) {
            TableColumn("Device", value: \.device) { row in
                Text(row.device).truncationMode(.middle)
            }
            .width(150)
            TableColumn("Directory", value: \.mountPoint) { row in
                Text(row.mountPoint).truncationMode(.middle)
            }
            TableColumn("Type", value: \.type).width(80)
            TableColumn("Total", value: \.total) { row in
                Text(size(row.total, row))
            }
            .width(100)
            .alignment(.numeric)
            TableColumn("Available", value: \.available) { row in
                Text(size(row.available, row))
            }
            .width(100)
            .alignment(.numeric)
            TableColumn("Used", value: \.fractionUsed) { row in
                UsageBar(row: row)
            }
            .width(190)
        }
        .monospacedDigit()
        .navigationTitle("File Systems")
        // The sizes change slowly; reading them on each refresh of the page is enough.
        .onAppear { monitor.refreshFileSystems() }
        .onChange(of: monitor.lastRefresh) { monitor.refreshFileSystems() }
    }

    private func size(_ bytes: UInt64, _ row: FileSystemRow) -> String {
        row.problem == nil ? ByteText.file(bytes) : "—"
    }
}

/// How full a file system is: a bar and the used size, or why it is unknown.
struct UsageBar: View {
    let row: FileSystemRow

    var body: some View {
        if let problem = row.problem {
            Text(problem.prefix(1).uppercased() + problem.dropFirst()).foregroundStyle(.secondary)
        } else {
            HStack(spacing: 8) {
                ProgressView(value: row.fractionUsed)
                    .tint(row.fractionUsed > 0.9 ? .red : .accentColor)
                Text(ByteText.file(row.used))
                    .monospacedDigit()
                    .frame(width: 90, alignment: .trailing)
            }
        }
    }
}
