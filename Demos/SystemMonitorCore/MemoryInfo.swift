/// Memory and swap, in bytes, from /proc/meminfo.
public struct MemoryInfo: Sendable, Equatable {
    /// The memory installed (`MemTotal`).
    public var total: UInt64
    /// What programs could still get without swapping (`MemAvailable`).
    public var available: UInt64
    /// The swap space (`SwapTotal`).
    public var swapTotal: UInt64
    /// Swap space not in use (`SwapFree`).
    public var swapFree: UInt64

    /// Memory in use: what programs could not get without swapping.
    public var used: UInt64 { total > available ? total - available : 0 }
    /// Swap space in use.
    public var swapUsed: UInt64 { swapTotal > swapFree ? swapTotal - swapFree : 0 }

    /// Figures of these sizes, in bytes.
    public init(total: UInt64, available: UInt64, swapTotal: UInt64, swapFree: UInt64) {
        self.total = total
        self.available = available
        self.swapTotal = swapTotal
        self.swapFree = swapFree
    }

    /// Parses the "Key:   value kB" lines.
    ///
    /// Kernels before 3.14 have no `MemAvailable`; free plus buffers plus cache stands in for it.
    public init(parsing text: String) throws(ProcReadError) {
        var values: [Substring: UInt64] = [:]
        for line in text.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let number = line[line.index(after: colon)...].split(separator: " ", omittingEmptySubsequences: true).first
            if let number, let kilobytes = UInt64(number) { values[line[..<colon]] = kilobytes * 1024 }
        }
        guard let total = values["MemTotal"] else { throw .malformed("no MemTotal in /proc/meminfo") }
        self.total = total
        available = values["MemAvailable"] ?? ((values["MemFree"] ?? 0) + (values["Buffers"] ?? 0) + (values["Cached"] ?? 0))
        swapTotal = values["SwapTotal"] ?? 0
        swapFree = values["SwapFree"] ?? 0
    }
}
