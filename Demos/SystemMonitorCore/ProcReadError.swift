import Foundation

/// Why a file under /proc (or a statvfs call) could not be read, in words a
/// person can act on.
///
/// Processes come and go between listing /proc and reading their files, and
/// some files (another user's environment, their open files) are closed to us:
/// these are everyday outcomes, not failures of the reader.
public enum ProcReadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file is not there: most often the process ended while it was being read.
    case vanished
    /// The kernel refused us (EACCES or EPERM).
    case permissionDenied
    /// The file was read but did not hold what its format promises.
    case malformed(String)
    /// Any other error number from the system.
    case system(Int32)

    /// The error for an `errno` value.
    public init(errno code: Int32) {
        switch code {
        case ENOENT, ESRCH: self = .vanished
        case EACCES, EPERM: self = .permissionDenied
        default: self = .system(code)
        }
    }

    /// A sentence fragment such as "permission denied".
    public var description: String {
        switch self {
        case .vanished: "the process has ended"
        case .permissionDenied: "permission denied"
        case .malformed(let detail): "unexpected contents (\(detail))"
        case .system(let code): String(cString: strerror(code)).lowercased()
        }
    }
}
