/// One line of the process table: what a person wants to know about a process now.
public struct ProcessRow: Identifiable, Hashable, Sendable {
    /// The PID: a row stands for the process with this PID now.
    public var id: Int32 { pid }
    /// The process id.
    public var pid: Int32
    /// The program's name.
    public var name: String
    /// Who runs it: a user name, or a number for a user with no passwd entry.
    public var user: String
    /// Percent of one CPU over the last refresh interval (a busy two-thread program can show 200).
    public var cpu: Double
    /// Resident memory in bytes.
    public var memory: UInt64
    /// How many threads it has.
    public var threads: Int
    /// What it is doing.
    public var state: ProcessState
    /// When the process started, in clock ticks after boot: a PID reused by a new process has a new start.
    public var startTicks: UInt64

    /// A row of these values.
    public init(pid: Int32, name: String, user: String, cpu: Double, memory: UInt64, threads: Int, state: ProcessState,
                startTicks: UInt64 = 0) {
        self.pid = pid
        self.name = name
        self.user = user
        self.cpu = cpu
        self.memory = memory
        self.threads = threads
        self.state = state
        self.startTicks = startTicks
    }
}

/// A mounted file system as the File Systems table shows it.
public struct FileSystemRow: Identifiable, Hashable, Sendable {
    /// The mount point: one row per place.
    public var id: String { mountPoint }
    /// What is mounted.
    public var device: String
    /// Where it is mounted.
    public var mountPoint: String
    /// The file system type.
    public var type: String
    /// Its size in bytes; 0 when unknown.
    public var total: UInt64
    /// Bytes an ordinary user may still use.
    public var available: UInt64
    /// Bytes in use.
    public var used: UInt64
    /// Used over usable space, from 0 to 1, as df's Use% column.
    public var fractionUsed: Double
    /// Why the sizes are unknown (for example "permission denied"), or nil.
    public var problem: String?

    /// The row of a mounted file system, with its problem in words when its usage is unknown.
    public init(_ system: MountedFileSystem) {
        device = system.mount.device
        mountPoint = system.mount.mountPoint
        type = system.mount.type
        switch system.usage {
        case .success(let usage):
            total = usage.total
            available = usage.available
            used = usage.used
            fractionUsed = usage.fractionUsed
            problem = nil
        case .failure(let error):
            total = 0
            available = 0
            used = 0
            fractionUsed = 0
            problem = error.description
        }
    }
}
