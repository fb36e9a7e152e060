import Foundation

/// The memory this process holds in RAM, for traces and benchmarks.
package enum ResidentMemory {
    /// Resident bytes from `/proc/self/statm` (its second field, in pages); 0 where there is no `/proc`.
    package static func bytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
