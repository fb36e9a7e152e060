/// The fields of /proc/<pid>/stat that a process list needs.
public struct ProcessStat: Sendable, Equatable {
    /// The process id.
    public var pid: Int32
    /// The kernel's short name for the program (at most 15 bytes).
    public var command: String
    /// What the process is doing.
    public var state: ProcessState
    /// The process that started it.
    public var parentPID: Int32
    /// Clock ticks spent in user mode since the process started.
    public var userTicks: UInt64
    /// Clock ticks spent in the kernel on its behalf.
    public var systemTicks: UInt64
    /// How many threads it has.
    public var threads: Int
    /// Clock ticks after boot at which the process started: with the PID, it tells a reused PID apart.
    public var startTicks: UInt64
    /// Pages of memory resident, as `VmRSS` in status counts them; 0 for kernel threads.
    public var residentPages: UInt64

    /// Parses one stat line.
    public init(parsing line: String) throws(ProcReadError) {
        try self.init(bytes: Array(line.utf8))
    }

    /// Parses the bytes of a stat file.
    ///
    /// The command sits in parentheses and may itself hold spaces and
    /// parentheses ("(sd-pam)", "(tmux: server)"), so it runs to the *last*
    /// closing parenthesis; the numbered fields follow it.
    public init(bytes: [UInt8]) throws(ProcReadError) {
        guard let open = bytes.firstIndex(of: UInt8(ascii: "(")), let close = bytes.lastIndex(of: UInt8(ascii: ")")),
              open < close, let pid = ByteFields.number(in: bytes, 0..<open) else {
            throw .malformed("no “pid (command)” at the start of stat")
        }
        // Fields are numbered from 3 (state) in proc(5); rss is field 24, the last one read.
        let fields = ByteFields.words(in: bytes, (close + 1)..<bytes.count, limit: 22)
        guard fields.count == 22 else { throw .malformed("stat has \(fields.count) fields after the command") }
        func number(_ field: Int) throws(ProcReadError) -> UInt64 {
            let range = fields[field - 3]
            guard let value = ByteFields.number(in: bytes, range), range.count <= 20 else {
                throw .malformed("stat field \(field) is “\(String(decoding: bytes[range], as: UTF8.self))”")
            }
            return value
        }
        self.pid = Int32(clamping: pid)
        command = String(decoding: bytes[(open + 1)..<close], as: UTF8.self)
        state = ProcessState(letter: Character(Unicode.Scalar(bytes[fields[0].lowerBound])))
        parentPID = Int32(clamping: try number(4))
        userTicks = try number(14)
        systemTicks = try number(15)
        threads = Int(clamping: try number(20))
        startTicks = try number(22)
        residentPages = try number(24)
    }
}
