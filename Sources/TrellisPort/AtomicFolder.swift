import Foundation

/// A folder of files written all at once: everything goes into a hidden
/// sibling first, which is renamed to the destination only when complete, so
/// a failure (a full disk, a vanished source) leaves nothing half-written.
struct AtomicFolder {
    /// One file to write: text, or a copy of a file or folder.
    enum Content {
        case text(String)
        case copy(URL)
    }

    /// Relative path → content, in the order added.
    private(set) var files: [(path: String, content: Content)] = []

    /// Adds a file at `path` (relative to the folder).
    mutating func add(_ path: String, _ content: Content) { files.append((path, content)) }

    /// Writes every file under `destination`, which must not exist.
    func write(to destination: URL) throws(PortError) {
        let manager = FileManager.default
        if manager.fileExists(atPath: destination.path) { throw .outputExists(destination.path) }
        let parent = destination.deletingLastPathComponent()
        let staging = parent.appendingPathComponent(".\(destination.lastPathComponent).partial-\(UUID().uuidString.prefix(8))")
        do {
            try manager.createDirectory(at: parent, withIntermediateDirectories: true)
            try manager.createDirectory(at: staging, withIntermediateDirectories: false)
            for (path, content) in files {
                let target = staging.appendingPathComponent(path)
                try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                switch content {
                case .text(let text): try Data(text.utf8).write(to: target)
                case .copy(let source): try manager.copyItem(at: source, to: target)
                }
            }
            // Checked again: another process may have made it while this one wrote.
            if manager.fileExists(atPath: destination.path) { throw PortError.outputExists(destination.path) }
            try manager.moveItem(at: staging, to: destination)
        } catch {
            try? manager.removeItem(at: staging)
            if let known = error as? PortError { throw known }
            throw .writeFailed(path: destination.path, reason: (error as NSError).localizedDescription)
        }
    }
}
