/// Clock ticks a CPU (or all of them together) has spent, from a `cpu` line of /proc/stat.
public struct CPUTimes: Sendable, Equatable {
    /// Ticks spent doing anything.
    public var busy: UInt64
    /// Ticks spent idle or waiting for input and output.
    public var idle: UInt64

    /// Ticks of every kind.
    public var total: UInt64 { busy &+ idle }

    /// Times of `busy` and `idle` ticks.
    public init(busy: UInt64, idle: UInt64) {
        self.busy = busy
        self.idle = idle
    }

    /// The share of the time between `earlier` and these times that was busy, from 0 to 1.
    ///
    /// A counter that went backwards (a CPU taken offline and back) gives 0 rather than nonsense.
    public func busyFraction(since earlier: CPUTimes) -> Double {
        guard total > earlier.total, busy >= earlier.busy else { return 0 }
        return min(Double(busy - earlier.busy) / Double(total - earlier.total), 1)
    }
}

/// The CPU lines of /proc/stat: all CPUs together, then each one.
public struct CPUStatistics: Sendable, Equatable {
    /// All CPUs together.
    public var all: CPUTimes
    /// One entry per CPU, in the order of their numbers.
    public var cores: [CPUTimes]

    /// The times of all CPUs together and of each.
    public init(all: CPUTimes, cores: [CPUTimes]) {
        self.all = all
        self.cores = cores
    }

    /// Parses the `cpu` and `cpuN` lines; other lines are ignored.
    public init(parsing text: String) throws(ProcReadError) {
        var all: CPUTimes?
        var cores: [CPUTimes] = []
        for line in text.split(separator: "\n") where line.hasPrefix("cpu") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            // user nice system idle iowait irq softirq steal [guest guest_nice]: guest time is
            // already counted in user and nice, so only the first eight are added.
            let ticks = fields.dropFirst().prefix(8).compactMap { UInt64($0) }
            guard ticks.count >= 4 else { throw .malformed("“\(fields.first ?? "")” has \(ticks.count) numbers") }
            let idle = ticks[3] + (ticks.count > 4 ? ticks[4] : 0)
            let times = CPUTimes(busy: ticks.reduce(0, +) - idle, idle: idle)
            if fields[0] == "cpu" { all = times } else { cores.append(times) }
        }
        guard let all else { throw .malformed("no cpu line in /proc/stat") }
        self.all = all
        self.cores = cores
    }
}
