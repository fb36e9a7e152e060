/// One line of the process table: what a person wants to know about a process now.
public struct ProcessRow: Identifiable, Hashable, Sendable {
    public var id: Int32 { pid }
    public var pid: Int32
    public var name: String
    public var user: String
    /// Percent of one CPU over the last refresh interval (a busy two-thread program can show 200).
    public var cpu: Double
    /// Resident memory in bytes.
    public var memory: UInt64
    public var threads: Int
    public var state: ProcessState
    /// When the process started, in clock ticks after boot: a PID reused by a new process has a new start.
    public var startTicks: UInt64

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
    public var id: String { mountPoint }
    public var device: String
    public var mountPoint: String
    public var type: String
    public var total: UInt64
    public var available: UInt64
    public var used: UInt64
    /// Used over usable space, from 0 to 1, as df's Use% column.
    public var fractionUsed: Double
    /// Why the sizes are unknown (for example "permission denied"), or nil.
    public var problem: String?

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
