import Foundation

/// Reads files from outside the program (pictures, fonts, colour sets,
/// settings) without letting the file decide what happens: only a regular
/// file is read, it is opened without blocking, so a named pipe, a device or a
/// socket given such a name is refused instead of hanging the app for ever on
/// its first read, and one larger than the caller's limit is not read at all.
package enum RegularFile {
    /// Why a file was not read, worded to finish the sentence "could not load …".
    package struct Refusal: Error, CustomStringConvertible {
        /// The reason, in words.
        package let description: String
        /// The system's error number, when the system refused; 0 otherwise.
        package var code: Int32 = 0
    }

    private static func systemRefusal() -> Refusal {
        Refusal(description: String(cString: strerror(errno)), code: errno)
    }

    /// Why the file at `path` must not be handed to a library that opens it
    /// with a blocking call (SDL_ttf's fopen), or nil when it is a regular file of at most `limit` bytes.
    package static func refusal(of path: String, limit: Int) -> Refusal? {
        switch opened(path, limit: limit) {
        case .success(let file):
            close(file.descriptor)
            return nil
        case .failure(let refusal): return refusal
        }
    }

    /// The bytes of the file at `path` (its `first` bytes, or every one), when
    /// it is a regular file of at most `limit` bytes.
    package static func contents(of path: String, limit: Int, first: Int = .max) -> Result<[UInt8], Refusal> {
        let file: (descriptor: Int32, size: Int)
        switch opened(path, limit: limit) {
        case .success(let opened): file = opened
        case .failure(let refusal): return .failure(refusal)
        }
        defer { close(file.descriptor) }
        let wanted = min(file.size, first)
        var bytes = [UInt8](repeating: 0, count: wanted)
        var filled = 0
        while filled < wanted {
            let read = bytes.withUnsafeMutableBytes { Glibc.read(file.descriptor, $0.baseAddress! + filled, wanted - filled) }
            if read < 0, errno == EINTR { continue }
            guard read > 0 else { break }
            filled += read
        }
        // A file that shrank while it was read gives what it had.
        if filled < wanted { bytes.removeLast(wanted - filled) }
        return .success(bytes)
    }

    /// The file opened for reading, with its size, once it is known to be a regular file within `limit`.
    private static func opened(_ path: String, limit: Int) -> Result<(descriptor: Int32, size: Int), Refusal> {
        // O_NONBLOCK makes opening a FIFO return at once, whether or not a writer is there.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(systemRefusal()) }
        var status = stat()
        var refusal: Refusal?
        if fstat(descriptor, &status) != 0 {
            refusal = systemRefusal()
        } else if status.st_mode & S_IFMT != S_IFREG {
            refusal = Refusal(description: "it is not a regular file (a pipe, device, socket or folder)")
        } else if Int(status.st_size) > limit {
            refusal = Refusal(description: "the file holds \(status.st_size) bytes, more than the \(limit) allowed")
        }
        if let refusal {
            close(descriptor)
            return .failure(refusal)
        }
        return .success((descriptor, Int(status.st_size)))
    }
}
