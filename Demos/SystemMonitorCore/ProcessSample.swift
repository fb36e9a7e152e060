/// One process as read at one moment: its stat line, who runs it and its resident memory.
public struct ProcessSample: Sendable, Equatable {
    /// The process's stat line.
    public var stat: ProcessStat
    /// The program's name: the kernel's short name, completed from the command line when it was cut at 15 bytes.
    public var name: String
    /// Who runs it.
    public var user: String
    /// Its resident memory in bytes.
    public var residentBytes: UInt64
    /// Snapshots since the user was read from status: a process keeps its user, so status is read again only now and then.
    public var snapshotsSinceStatus: Int

    /// A sample of these values.
    public init(stat: ProcessStat, name: String, user: String, residentBytes: UInt64, snapshotsSinceStatus: Int = 0) {
        self.stat = stat
        self.name = name
        self.user = user
        self.residentBytes = residentBytes
        self.snapshotsSinceStatus = snapshotsSinceStatus
    }
}
