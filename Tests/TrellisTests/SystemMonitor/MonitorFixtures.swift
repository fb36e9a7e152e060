import Foundation
import SystemMonitorCore

/// The saved /proc trees in `Fixtures/`, and readers and models over them.
enum MonitorFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The first snapshot's tree, and the one a second later.
    static var procA: String { folder.appendingPathComponent("proc-a").path }
    static var procB: String { folder.appendingPathComponent("proc-b").path }
    static var passwd: String { folder.appendingPathComponent("passwd").path }

    /// A fixed moment, so dates in the model are the same on every run.
    static let start = Date(timeIntervalSinceReferenceDate: 800_000_000)

    /// A reader of the tree at `root`, answering statvfs from `statvfs.txt`.
    static func reader(_ root: String = procA) -> ProcReader {
        let usage = savedUsage()
        // The saved stat files count memory in pages of 4 KiB, whatever this machine's page size.
        return ProcReader(root: root, passwd: passwd, pageSize: 4096) { path in usage[path] ?? .failure(.vanished) }
    }

    /// `statvfs.txt`: a mount point, then three sizes or an errno name, separated by tabs.
    static func savedUsage() -> [String: Result<FileSystemUsage, ProcReadError>] {
        let text = (try? String(contentsOf: folder.appendingPathComponent("statvfs.txt"), encoding: .utf8)) ?? ""
        var usage: [String: Result<FileSystemUsage, ProcReadError>] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t").map(String.init)
            if fields.count == 4, let total = UInt64(fields[1]), let free = UInt64(fields[2]), let available = UInt64(fields[3]) {
                usage[fields[0]] = .success(FileSystemUsage(total: total, free: free, available: available))
            } else if fields.count == 2 {
                usage[fields[0]] = .failure(fields[1] == "EACCES" ? .permissionDenied : .system(EIO))
            }
        }
        return usage
    }

    /// A model that has read `proc-a` and then `proc-b` one second later, so rates are known.
    @MainActor
    static func monitor(terminator: ProcessTerminator = ProcessTerminator(signals: SystemSignals(root: procB))) -> SystemMonitor {
        let monitor = SystemMonitor(reader: reader(procA), terminator: terminator)
        monitor.refresh(at: start)
        monitor.reader = reader(procB)
        monitor.refresh(at: start.addingTimeInterval(1))
        monitor.refreshFileSystems()
        return monitor
    }

    /// A model that has read the thirty-one Resources snapshots, two seconds apart.
    @MainActor
    static func resourcesMonitor() -> SystemMonitor {
        let monitor = monitor()
        for step in 0...30 {
            monitor.reader = reader(folder.appendingPathComponent(String(format: "resources/%02d", step)).path)
            monitor.refresh(at: start.addingTimeInterval(Double(2 + 2 * step)))
        }
        monitor.reader = reader(procB)
        return monitor
    }

    /// A copy of `proc-a` in a temporary folder, to break on purpose; removed by the caller.
    static func scratchCopy() throws -> URL {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("proc-\(UUID())")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: procA), to: copy)
        return copy
    }
}
