import Foundation

/// Sends signals to processes and tells whether one is still the process we meant.
public protocol ProcessSignalling: Sendable {
    /// Sends `signal` to `pid` with kill(2); nil on success, else the error number.
    func send(_ signal: Int32, to pid: Int32) -> Int32?
    /// Whether `pid` is still running and is the process that started at `startTicks`:
    /// not ended, not a zombie waiting to be reaped, and not a new process given the same PID.
    func isRunning(_ pid: Int32, startedAt startTicks: UInt64) -> Bool
}

/// Signals through kill(2), checking processes in a /proc tree.
public struct SystemSignals: ProcessSignalling {
    private let root: String

    /// Signals for the processes of the tree at `root`; a saved tree's are never sent any.
    public init(root: String = "/proc") {
        self.root = root
    }

    /// Sends `signal` with kill(2), refusing PIDs of 0 and below and the processes of a saved tree.
    public func send(_ signal: Int32, to pid: Int32) -> Int32? {
        // PIDs 0 and below name process groups (and -1 every process we may signal): never ours to end.
        guard pid > 0 else { return EINVAL }
        // A saved tree's processes are not running here; a live process with the same PID is not theirs.
        guard root == "/proc" else { return ESRCH }
        return kill(pid, signal) == 0 ? nil : errno
    }

    /// Whether `pid` is alive, not a zombie, and the process that started at `startTicks`.
    public func isRunning(_ pid: Int32, startedAt startTicks: UInt64) -> Bool {
        guard let bytes = try? ProcFile.bytes(at: "\(root)/\(pid)/stat"), let stat = try? ProcessStat(bytes: bytes) else {
            return false
        }
        return stat.startTicks == startTicks && stat.state != .zombie && stat.state != .dead
    }
}

/// Why a process could not be ended, in the system's own words.
public struct EndProcessFailure: Sendable, Equatable, Identifiable {
    /// The process that could not be ended.
    public var pid: Int32
    /// Its name.
    public var name: String
    /// The error number kill(2) gave.
    public var code: Int32
    /// Its PID.
    public var id: Int32 { pid }

    /// A failure of `pid` with error number `code`.
    public init(pid: Int32, name: String, code: Int32) {
        self.pid = pid
        self.name = name
        self.code = code
    }

    /// strerror's sentence, such as "Operation not permitted", with the error's name.
    public var reason: String {
        let name = switch code {
        case EPERM: " (EPERM)"
        case ESRCH: " (ESRCH)"
        case EINVAL: " (EINVAL)"
        default: ""
        }
        return String(cString: strerror(code)) + name
    }

    /// "sleep (PID 42): Operation not permitted (EPERM)".
    public var message: String { "\(name) (PID \(pid)): \(reason)" }
}
