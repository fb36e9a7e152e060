import Foundation

/// The fields of /proc/<pid>/stat that a process list needs.
public struct ProcessStat: Sendable, Equatable {
    public var pid: Int32
    /// The kernel's short name for the program (at most 15 bytes).
    public var command: String
    public var state: ProcessState
    public var parentPID: Int32
    /// Clock ticks spent in user and kernel mode since the process started.
    public var userTicks: UInt64
    public var systemTicks: UInt64
    public var threads: Int
    /// Clock ticks after boot at which the process started: with the PID, it tells a reused PID apart.
    public var startTicks: UInt64

    /// Parses one stat line.
    ///
    /// The command sits in parentheses and may itself hold spaces and
    /// parentheses ("(sd-pam)", "(tmux: server)"), so it runs to the *last*
    /// closing parenthesis; the numbered fields follow it.
    public init(parsing line: String) throws(ProcReadError) {
        guard let open = line.firstIndex(of: "("), let close = line.lastIndex(of: ")"), open < close,
              let pid = Int32(line[..<open].trimmingCharacters(in: .whitespaces)) else {
            throw .malformed("no “pid (command)” at the start of stat")
        }
        let fields = line[line.index(after: close)...].split(separator: " ", omittingEmptySubsequences: true)
        // Fields are numbered from 3 (state) in proc(5); starttime is field 22.
        guard fields.count >= 20, let letter = fields[0].first else {
            throw .malformed("stat has \(fields.count) fields after the command")
        }
        func number<N: FixedWidthInteger>(_ field: Int) throws(ProcReadError) -> N {
            guard let value = N(fields[field - 3]) else { throw .malformed("stat field \(field) is “\(fields[field - 3])”") }
            return value
        }
        self.pid = pid
        command = String(line[line.index(after: open)..<close])
        state = ProcessState(letter: letter)
        parentPID = try number(4)
        userTicks = try number(14)
        systemTicks = try number(15)
        threads = try number(20)
        startTicks = try number(22)
    }
}
