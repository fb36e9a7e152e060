import SystemMonitorCore
import Trellis

/// A process's properties: who runs it and how, its CPU over the last minute,
/// its command line, environment and open files.
struct ProcessDetailView: View {
    /// The process as it was when the sheet opened; the live row is looked up by PID and start time.
    let process: ProcessRow
    @Environment(SystemMonitor.self) private var monitor
    @Environment(\.dismiss) private var dismiss
    @State private var details: ProcessDetails?
    @State private var part = DetailPart.commandLine

    var body: some View {
        let live = monitor.processes.first { $0.pid == process.pid && $0.startTicks == process.startTicks }
        VStack(alignment: .leading, spacing: 12) {
            VStack(alignment: .leading, spacing: 4) {
                Text(process.name).font(.title2)
                Text(summary(of: live ?? process, running: live != nil))
                    .font(.callout)
                    .foregroundStyle(.secondary)
            }
            VStack(alignment: .leading, spacing: 4) {
                Text("CPU over the last minute").font(.caption).foregroundStyle(.secondary)
                HistoryChart(series: [monitor.processHistory[process.pid] ?? TimeSeries(name: "CPU")],
                             colors: [.accentColor], yDomain: 0...max(100, peak), isFilled: true)
                    .frame(height: 80)
            }
            Picker("Show", selection: $part) {
                ForEach(DetailPart.allCases) { part in
                    Text(part.title).tag(part)
                }
            }
            .pickerStyle(.segmented)
            .labelsHidden()
            ScrollView {
                DetailLines(lines: lines)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(8)
            }
            .frame(height: 180)
            .background(.background)
            .border(Color.secondary.opacity(0.3))
            HStack {
                Spacer()
                Button("Done") { dismiss() }
                    .keyboardShortcut(.defaultAction)
            }
        }
        .padding(20)
        .frame(width: 600)
        .onAppear { details = monitor.details(of: process.pid) }
    }

    /// The highest CPU value in the history, so a busy multi-threaded process still fits.
    private var peak: Double {
        monitor.processHistory[process.pid]?.samples.map(\.value).max() ?? 0
    }

    private func summary(of row: ProcessRow, running: Bool) -> String {
        let memory = row.memory == 0 ? "no memory of its own" : ByteText.memory(row.memory)
        let state = running ? row.state.rawValue : "Ended"
        let threads = row.threads == 1 ? "1 thread" : "\(row.threads) threads"
        return "PID \(row.pid) · \(row.user) · \(state) · \(threads) · \(memory)"
    }

    /// The lines of the part shown, or why they cannot be shown.
    private var lines: [String] {
        guard let details else { return ["Reading…"] }
        func shown(_ result: Result<[String], ProcReadError>, empty: String) -> [String] {
            switch result {
            case .success(let lines): lines.isEmpty ? [empty] : lines
            case .failure(let error): ["Cannot be read: \(error)."]
            }
        }
        switch part {
        case .commandLine:
            return shown(details.commandLine.map { $0.isEmpty ? [] : [$0.joined(separator: " ")] },
                         empty: "No command line: this is a kernel thread.")
        case .environment:
            return shown(details.environment, empty: "The environment is empty.")
        case .openFiles:
            return shown(details.openFiles.map { $0.map { "\($0.descriptor)  →  \($0.target)" } }, empty: "No open files.")
        }
    }
}

/// The parts of a process the sheet can show below its chart.
enum DetailPart: String, CaseIterable, Identifiable {
    case commandLine = "Command Line"
    case environment = "Environment"
    case openFiles = "Open Files"

    var id: String { rawValue }
    var title: String { rawValue }
}

/// Lines of monospaced text that can be selected and copied.
struct DetailLines: View {
    let lines: [String]

    var body: some View {
        LazyVStack(alignment: .leading, spacing: 2) {
            ForEach(Array(lines.enumerated()), id: \.offset) { _, line in
                Text(line).font(.system(.callout, design: .monospaced))
            }
        }
        .textSelection(.enabled)
    }
}
