import Foundation

/// Reads small kernel-made files whole, with the error numbers kept.
///
/// Files under /proc report a size of 0, so they are read until end of file
/// rather than by their size; Foundation's readers would also hide whether a
/// failure was a vanished process or a refusal.
public enum ProcFile {
    /// The bytes of the file at `path`.
    public static func bytes(at path: String) throws(ProcReadError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw ProcReadError(errno: errno) }
        defer { close(descriptor) }
        // A page holds a stat or status file whole; read straight into the result, growing it when full.
        var result = [UInt8](repeating: 0, count: 4096)
        var count = 0
        while true {
            if count == result.count { result.append(contentsOf: repeatElement(0, count: result.count)) }
            let got = result.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + count, $0.count - count) }
            if got < 0 {
                if errno == EINTR { continue }
                throw ProcReadError(errno: errno)
            }
            if got == 0 {
                result.removeSubrange(count...)
                return result
            }
            count += got
        }
    }

    /// The file at `path` as text; bytes that are not UTF-8 are replaced rather than refused.
    public static func text(at path: String) throws(ProcReadError) -> String {
        String(decoding: try bytes(at: path), as: UTF8.self)
    }

    /// The NUL-separated strings of a file such as `cmdline` or `environ`.
    public static func strings(at path: String) throws(ProcReadError) -> [String] {
        try bytes(at: path).split(separator: 0, omittingEmptySubsequences: true).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Where the symbolic link at `path` points.
    public static func linkTarget(at path: String) throws(ProcReadError) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { throw ProcReadError(errno: errno) }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The names in the directory at `path`, without "." and "..".
    public static func entries(at path: String) throws(ProcReadError) -> [String] {
        guard let directory = opendir(path) else { throw ProcReadError(errno: errno) }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }
}
