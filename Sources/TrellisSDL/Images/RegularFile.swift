import Foundation

/// Reads picture files without letting the file decide what happens: only a
/// regular file is read, and it is opened without blocking, so a named pipe,
/// a device or a socket given a picture's name is refused instead of
/// hanging the app for ever on its first read.
enum RegularFile {
    /// Why a file was not read, worded to finish the sentence "could not load …".
    struct Refusal: Error, CustomStringConvertible {
        let description: String
    }

    /// The bytes of the file at `path` (its `first` bytes, or every one), when
    /// it is a regular file of at most `limit` bytes.
    static func contents(of path: String, limit: Int, first: Int = .max) -> Result<[UInt8], Refusal> {
        // O_NONBLOCK makes opening a FIFO return at once, whether or not a writer is there.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(Refusal(description: String(cString: strerror(errno)))) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(Refusal(description: String(cString: strerror(errno)))) }
        guard status.st_mode & S_IFMT == S_IFREG else {
            return .failure(Refusal(description: "it is not a regular file (a pipe, device, socket or folder)"))
        }
        let size = Int(status.st_size)
        guard size <= limit else {
            return .failure(Refusal(description: "the file holds \(size) bytes, more than a picture within the pixel budget needs (\(limit))"))
        }
        let wanted = min(size, first)
        var bytes = [UInt8](repeating: 0, count: wanted)
        var filled = 0
        while filled < wanted {
            let read = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + filled, wanted - filled) }
            if read < 0, errno == EINTR { continue }
            guard read > 0 else { break }
            filled += read
        }
        // A file that shrank while it was read gives what it had.
        if filled < wanted { bytes.removeLast(wanted - filled) }
        return .success(bytes)
    }
}
