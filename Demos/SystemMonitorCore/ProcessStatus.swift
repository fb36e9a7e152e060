/// The fields of /proc/<pid>/status that stat lacks: who runs the process and its resident memory.
public struct ProcessStatus: Sendable, Equatable {
    /// The effective user id.
    public var userID: UInt32
    /// Resident memory in bytes; 0 for kernel threads, which have no `VmRSS` line.
    public var residentBytes: UInt64

    /// Parses the "Key:\tvalue" lines of a status file.
    public init(parsing text: String) throws(ProcReadError) {
        var userID: UInt32?
        var resident: UInt64 = 0
        for line in text.split(separator: "\n") {
            if line.hasPrefix("Uid:") {
                // Real, effective, saved and filesystem ids: tools show the effective one.
                let ids = line.dropFirst(4).split(whereSeparator: { $0 == "\t" || $0 == " " })
                userID = ids.count > 1 ? UInt32(ids[1]) : ids.first.flatMap { UInt32($0) }
            } else if line.hasPrefix("VmRSS:") {
                let parts = line.dropFirst(6).split(whereSeparator: { $0 == "\t" || $0 == " " })
                if let kilobytes = parts.first.flatMap({ UInt64($0) }) {
                    resident = kilobytes * 1024
                }
            }
        }
        guard let userID else { throw .malformed("status has no Uid line") }
        self.userID = userID
        residentBytes = resident
    }
}
