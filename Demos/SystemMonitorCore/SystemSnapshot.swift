/// Everything the monitor reads each refresh, as raw counters; rates come
/// from comparing two snapshots (`SystemMonitor`).
public struct SystemSnapshot: Sendable {
    /// The CPU counters, or nil when /proc/stat could not be read.
    public var cpu: CPUStatistics?
    /// The memory figures, or nil when /proc/meminfo could not be read.
    public var memory: MemoryInfo?
    /// Each interface's counters.
    public var network: [NetworkCounters]
    /// Every process, in PID order.
    public var processes: [ProcessSample]
    /// What could not be read, as sentences; an empty list when all went well.
    public var problems: [String]

    /// A snapshot of these counters.
    public init(cpu: CPUStatistics?, memory: MemoryInfo?, network: [NetworkCounters], processes: [ProcessSample],
                problems: [String] = []) {
        self.cpu = cpu
        self.memory = memory
        self.network = network
        self.processes = processes
        self.problems = problems
    }
}

/// A mounted file system and how full it is.
public struct MountedFileSystem: Sendable, Equatable {
    /// What is mounted where.
    public var mount: MountEntry
    /// How full it is, or why statvfs would not say.
    public var usage: Result<FileSystemUsage, ProcReadError>

    /// A mounted file system and its usage.
    public init(mount: MountEntry, usage: Result<FileSystemUsage, ProcReadError>) {
        self.mount = mount
        self.usage = usage
    }
}

/// What the detail sheet shows of one process, each part read on its own:
/// another user's environment may be closed to us while its command line is not.
public struct ProcessDetails: Sendable, Equatable {
    /// The process these details are of.
    public var pid: Int32
    /// The arguments, the program first; empty for kernel threads.
    public var commandLine: Result<[String], ProcReadError>
    /// "NAME=value" strings.
    public var environment: Result<[String], ProcReadError>
    /// Its open file descriptors, in order.
    public var openFiles: Result<[OpenFile], ProcReadError>

    /// Details of `pid`, each part read or refused on its own.
    public init(pid: Int32, commandLine: Result<[String], ProcReadError>, environment: Result<[String], ProcReadError>,
                openFiles: Result<[OpenFile], ProcReadError>) {
        self.pid = pid
        self.commandLine = commandLine
        self.environment = environment
        self.openFiles = openFiles
    }
}

/// One open file descriptor of a process and what it refers to
/// ("/var/log/syslog", "socket:[1234]", "pipe:[99]").
public struct OpenFile: Sendable, Hashable, Identifiable {
    /// The file descriptor's number.
    public var descriptor: Int
    /// What it refers to.
    public var target: String
    /// The descriptor: one per open file.
    public var id: Int { descriptor }

    /// An open file of these values.
    public init(descriptor: Int, target: String) {
        self.descriptor = descriptor
        self.target = target
    }
}

/// Where the monitor's numbers come from: /proc on a live system, or saved copies in tests.
public protocol SystemReading: Sendable {
    /// The counters of this moment; what `previous` knew of a process that is still running may be kept.
    func snapshot(after previous: SystemSnapshot?) -> SystemSnapshot
    /// The command line, environment and open files of `pid`.
    func details(of pid: Int32) -> ProcessDetails
    /// The mounted file systems that hold data (pseudo file systems of size 0 are left out).
    func fileSystems() -> [MountedFileSystem]
}

extension SystemReading {
    /// The counters of this moment, all read afresh.
    public func snapshot() -> SystemSnapshot { snapshot(after: nil) }
}
