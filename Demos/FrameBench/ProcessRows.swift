import RowsTable

// The rows of the `table` scenario. Nothing here imports Trellis: the
// hand-written baseline sorts and draws these same values.

/// One process as a system monitor lists it.
struct ProcessRow: Identifiable, Sendable {
    let id: Int
    /// A program's name and an instance number, unique across the table.
    let name: String
    let pid: Int
    /// Percent of one CPU, to a tenth.
    let cpu: Double
    /// Resident memory in megabytes.
    let memory: Int

    /// The CPU column's text, the same on both sides.
    var cpuText: String {
        let tenths = Int((cpu * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }

    var pidText: String { String(pid) }
    var memoryText: String { "\(memory) MB" }
}

/// The scenario's 100,000 processes, the same every run.
enum ProcessRows {
    static let count = 100_000

    private static let programs = [
        "systemd", "kworker", "bash", "firefox", "gnome-shell", "pipewire", "sshd", "Xorg", "make", "swift-frontend",
        "clang", "python3", "node", "postgres", "nginx", "dbus-daemon", "containerd", "journald", "cupsd", "vim",
    ]

    /// In PID order, as the table starts; the names come out in no particular order.
    static func make(count: Int = count, seed: UInt64 = 20_250_119) -> [ProcessRow] {
        var generator = SeededGenerator(seed: seed)
        var instances = [Int](repeating: 0, count: programs.count)
        // PIDs are a shuffle so that sorting by name moves nearly every row.
        var program = [Int](repeating: 0, count: count)
        for index in 0..<count { program[index] = generator.pick(below: programs.count) }
        var names: [String] = []
        names.reserveCapacity(count)
        for index in 0..<count {
            instances[program[index]] += 1
            names.append("\(programs[program[index]]) \(instances[program[index]])")
        }
        names.shuffle(using: &generator)
        return (0..<count).map { index in
            ProcessRow(id: index, name: names[index], pid: 100 + index,
                       cpu: Double(generator.pick(below: 1_000)) / 10, memory: 4 + generator.pick(below: 4_000))
        }
    }
}
