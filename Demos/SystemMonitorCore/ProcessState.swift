/// What a process is doing, from the state letter in /proc/<pid>/stat.
public enum ProcessState: String, Sendable, CaseIterable, Comparable {
    case running = "Running"
    case sleeping = "Sleeping"
    case waitingForDisk = "Waiting for disk"
    case stopped = "Stopped"
    case tracingStop = "Tracing stop"
    case zombie = "Zombie"
    case dead = "Dead"
    case idle = "Idle"
    case unknown = "Unknown"

    /// The state the kernel's letter stands for; letters from other kernels are `unknown`.
    public init(letter: Character) {
        switch letter {
        case "R": self = .running
        case "S": self = .sleeping
        case "D": self = .waitingForDisk
        case "T": self = .stopped
        case "t": self = .tracingStop
        case "Z": self = .zombie
        case "X", "x": self = .dead
        case "I": self = .idle
        default: self = .unknown
        }
    }

    /// Ordered by name, as a sorted column reads.
    public static func < (lhs: ProcessState, rhs: ProcessState) -> Bool { lhs.rawValue < rhs.rawValue }
}
