import Foundation
import Observation

/// The live state of the machine, for views to show: processes, the last
/// minute of CPU, memory and network use, and mounted file systems.
///
/// Each `refresh` reads a snapshot through `reader` and turns counters into
/// rates by comparing it with the one before. Properties are observed apart,
/// so a view showing processes is not updated for the network history.
@MainActor @Observable
public final class SystemMonitor {
    /// How much history the charts keep, in seconds.
    public static let historySpan: TimeInterval = 60

    @ObservationIgnored public var reader: any SystemReading
    @ObservationIgnored public var terminator: ProcessTerminator

    /// Every process, in PID order.
    public private(set) var processes: [ProcessRow] = []
    /// Percent busy per CPU, one series each ("CPU 1", "CPU 2" …).
    public private(set) var cores: [TimeSeries] = []
    /// Percent of memory in use.
    public private(set) var memory = TimeSeries(name: "Memory")
    /// Percent of swap in use.
    public private(set) var swap = TimeSeries(name: "Swap")
    /// The latest memory figures in bytes.
    public private(set) var memoryInfo: MemoryInfo?
    /// Bytes per second received and sent, two series per interface ("eth0 received", "eth0 sent").
    public private(set) var network: [TimeSeries] = []
    /// Percent of one CPU per process over the last minute, by PID.
    public private(set) var processHistory: [Int32: TimeSeries] = [:]
    /// The mounted file systems, from the last `refreshFileSystems`.
    public private(set) var fileSystems: [FileSystemRow] = []
    /// What the last refresh could not read, as sentences.
    public private(set) var problems: [String] = []
    /// The outcome of the last process ended in the background ("… was killed"), if any.
    public private(set) var notice: String?
    /// When the last refresh happened.
    public private(set) var lastRefresh: Date?

    @ObservationIgnored private var previous: SystemSnapshot?
    @ObservationIgnored private var endings: [Task<Void, Never>] = []

    /// A model reading through `reader` and ending processes with `terminator`; it holds nothing until the first refresh.
    public init(reader: any SystemReading = ProcReader(), terminator: ProcessTerminator = ProcessTerminator()) {
        self.reader = reader
        self.terminator = terminator
    }

    /// Reads the system now.
    public func refresh(at date: Date = Date()) {
        apply(reader.snapshot(after: previous), at: date)
    }

    /// Takes in a snapshot read at `date`.
    public func apply(_ snapshot: SystemSnapshot, at date: Date) {
        let earlier = previous
        let seconds = lastRefresh.map { date.timeIntervalSince($0) } ?? 0
        updateProcesses(snapshot, since: earlier, at: date)
        updateCPU(snapshot.cpu, since: earlier?.cpu, at: date)
        if let info = snapshot.memory {
            memoryInfo = info
            memory.append(percent(info.used, of: info.total), at: date, keeping: Self.historySpan)
            swap.append(percent(info.swapUsed, of: info.swapTotal), at: date, keeping: Self.historySpan)
        }
        updateNetwork(snapshot.network, since: earlier?.network ?? [], seconds: seconds, at: date)
        if problems != snapshot.problems { problems = snapshot.problems }
        previous = snapshot
        lastRefresh = date
    }

    /// Reads the mounted file systems and how full they are.
    public func refreshFileSystems() {
        fileSystems = reader.fileSystems().map(FileSystemRow.init)
    }

    /// The command line, environment and open files of `pid`, read now.
    public func details(of pid: Int32) -> ProcessDetails {
        reader.details(of: pid)
    }

    private func percent(_ part: UInt64, of whole: UInt64) -> Double {
        whole == 0 ? 0 : Double(part) / Double(whole) * 100
    }

    private func updateProcesses(_ snapshot: SystemSnapshot, since earlier: SystemSnapshot?, at date: Date) {
        // Ticks that passed per CPU: the clock a process's own ticks are measured against.
        var elapsed = 0.0
        if let now = snapshot.cpu, let then = earlier?.cpu, now.all.total > then.all.total {
            elapsed = Double(now.all.total - then.all.total) / Double(max(now.cores.count, 1))
        }
        var before: [Int32: ProcessStat] = [:]
        for sample in earlier?.processes ?? [] { before[sample.stat.pid] = sample.stat }
        var history: [Int32: TimeSeries] = [:]
        history.reserveCapacity(snapshot.processes.count)
        processes = snapshot.processes.map { sample in
            let stat = sample.stat
            var cpu = 0.0
            if elapsed > 0, let old = before[stat.pid], old.startTicks == stat.startTicks {
                let used = (stat.userTicks + stat.systemTicks) &- (old.userTicks + old.systemTicks)
                cpu = used > 1 << 40 ? 0 : Double(used) / elapsed * 100
            }
            var series = processHistory[stat.pid] ?? TimeSeries(name: "CPU")
            // The first snapshot gives no rate: a 0 there would draw a climb that never happened.
            if elapsed > 0 { series.append(cpu, at: date, keeping: Self.historySpan) }
            history[stat.pid] = series
            return ProcessRow(pid: stat.pid, name: sample.name, user: sample.user, cpu: cpu, memory: sample.residentBytes,
                              threads: stat.threads, state: stat.state, startTicks: stat.startTicks)
        }
        processHistory = history
    }

    private func updateCPU(_ now: CPUStatistics?, since then: CPUStatistics?, at date: Date) {
        guard let now else { return }
        var series = cores
        if series.count != now.cores.count {
            series = now.cores.indices.map { TimeSeries(name: "CPU \($0 + 1)") }
        }
        for index in now.cores.indices {
            // A CPU's first snapshot gives no rate yet, so no sample.
            guard let then, then.cores.indices.contains(index) else { continue }
            series[index].append(now.cores[index].busyFraction(since: then.cores[index]) * 100, at: date, keeping: Self.historySpan)
        }
        cores = series
    }

    private func updateNetwork(_ now: [NetworkCounters], since then: [NetworkCounters], seconds: TimeInterval, at date: Date) {
        var byName: [String: TimeSeries] = [:]
        for series in network { byName[series.name] = series }
        var updated: [TimeSeries] = []
        // Loopback is the machine talking to itself; interfaces that never carried a byte are left out too.
        for counters in now where counters.interface != "lo" && counters.receivedBytes + counters.sentBytes > 0 {
            let old = then.first { $0.interface == counters.interface }
            func rate(_ new: UInt64, _ old: UInt64) -> Double {
                // A counter that went back means the interface was reset: no rate for this step.
                new >= old ? Double(new - old) / seconds : 0
            }
            for (label, new, last) in [("received", counters.receivedBytes, old?.receivedBytes),
                                       ("sent", counters.sentBytes, old?.sentBytes)] {
                let name = "\(counters.interface) \(label)"
                var series = byName[name] ?? TimeSeries(name: name)
                // An interface's first snapshot gives no rate yet, so no sample.
                if let last, seconds > 0 { series.append(rate(new, last), at: date, keeping: Self.historySpan) }
                updated.append(series)
            }
        }
        network = updated
    }

    // MARK: Ending processes

    /// The processes among `rows` that could not be signalled now, for the confirming alert.
    public func problems(ending rows: [ProcessRow]) -> [EndProcessFailure] {
        terminator.problems(ending: rows)
    }

    /// Sends SIGTERM to `rows` and returns those that refused it. The others
    /// get the grace period to end; any still running then is sent SIGKILL,
    /// and `notice` says so.
    @discardableResult
    public func end(_ rows: [ProcessRow]) -> [EndProcessFailure] {
        let failures = terminator.terminate(rows)
        let terminator = terminator
        for row in rows where !failures.contains(where: { $0.pid == row.pid }) {
            endings.append(Task { [weak self] in
                let ending = await terminator.awaitEnding(of: row)
                self?.report(ending, of: row)
            })
        }
        return failures
    }

    /// Waits until every process sent SIGTERM has ended or been killed.
    public func waitForEndings() async {
        let pending = endings
        endings.removeAll()
        for task in pending { await task.value }
    }

    private func report(_ ending: ProcessTerminator.Ending, of row: ProcessRow) {
        switch ending {
        case .ended: break
        case .killed: notice = "\(row.name) (PID \(row.pid)) did not end after SIGTERM, so it was killed."
        case .failed(let failure): notice = "Could not kill \(failure.message)."
        }
    }
}
