/// The fields of /proc/<pid>/status that stat lacks: who runs the process and its resident memory.
public struct ProcessStatus: Sendable, Equatable {
    /// The effective user id.
    public var userID: UInt32
    /// Resident memory in bytes; 0 for kernel threads, which have no `VmRSS` line.
    public var residentBytes: UInt64

    /// Parses the "Key:\tvalue" lines of a status file.
    public init(parsing text: String) throws(ProcReadError) {
        try self.init(bytes: Array(text.utf8))
    }

    /// Parses the bytes of a status file, stopping once both lines are found.
    public init(bytes: [UInt8]) throws(ProcReadError) {
        var userID: UInt32?
        var resident: UInt64?
        var start = 0
        while start < bytes.count, userID == nil || resident == nil {
            let end = ByteFields.lineEnd(in: bytes, from: start)
            if ByteFields.has("Uid:", in: bytes, at: start) {
                // Real, effective, saved and filesystem ids: tools show the effective one.
                let ids = ByteFields.words(in: bytes, (start + 4)..<end, limit: 2)
                userID = ids.last.flatMap { ByteFields.number(in: bytes, $0) }.map { UInt32(clamping: $0) }
            } else if ByteFields.has("VmRSS:", in: bytes, at: start) {
                resident = ByteFields.words(in: bytes, (start + 6)..<end, limit: 1).first
                    .flatMap { ByteFields.number(in: bytes, $0) }.map { $0 * 1024 }
            }
            start = end + 1
        }
        guard let userID else { throw .malformed("status has no Uid line") }
        self.userID = userID
        residentBytes = resident ?? 0
    }
}
