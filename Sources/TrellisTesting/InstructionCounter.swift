import CPerfEvent
import Foundation

/// Counts the CPU instructions this thread runs in user space, through
/// Linux's `perf_event_open`, for `ViewHost.benchmark`.
///
/// Containers and locked-down kernels often refuse the counter; the
/// benchmark then reports why (the error, and `perf_event_paranoid`) instead of a count.
struct InstructionCounter: ~Copyable {
    private let descriptor: Int32

    /// Opens a stopped counter, or throws `Unavailable` saying why it could not.
    init() throws(Unavailable) {
        let descriptor = trellis_open_instruction_counter()
        guard descriptor >= 0 else { throw Unavailable(errno: errno) }
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// Runs `work` with the counter running; returns the instructions counted, or `nil` if reading failed.
    func count(_ work: () -> Void) -> Int? {
        guard trellis_start_counter(descriptor) == 0 else { return nil }
        work()
        trellis_stop_counter(descriptor)
        var value: UInt64 = 0
        guard read(descriptor, &value, MemoryLayout<UInt64>.size) == MemoryLayout<UInt64>.size else { return nil }
        return Int(clamping: value)
    }

    /// Why the counter could not be opened, for a person.
    struct Unavailable: Error, CustomStringConvertible {
        /// `errno` from `perf_event_open`.
        let errno: Int32

        var description: String {
            let paranoid = (try? String(contentsOfFile: "/proc/sys/kernel/perf_event_paranoid", encoding: .utf8))?
                .trimmingCharacters(in: .whitespacesAndNewlines)
            let setting = paranoid.map { "kernel.perf_event_paranoid is \($0)" } ?? "/proc/sys/kernel/perf_event_paranoid cannot be read"
            let reason = String(cString: strerror(errno))
            let hint = switch errno {
            case EACCES, EPERM: "; the kernel or the container's seccomp profile refuses performance counters (a paranoid level above 2, or no CAP_PERFMON)"
            case ENOENT, ENODEV, EOPNOTSUPP: "; this CPU or virtual machine offers no instruction counter"
            case ENOSYS: "; this kernel has no perf_event_open"
            default: ""
            }
            return "perf_event_open failed: \(reason) (errno \(errno)); \(setting)\(hint)"
        }
    }
}
