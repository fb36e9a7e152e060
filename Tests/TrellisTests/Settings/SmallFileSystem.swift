import Foundation

/// A tmpfs of a few hundred kilobytes mounted on a fresh folder, for filling
/// a disk or making one read-only without touching the real ones. Mounting
/// needs root; `isAvailable` says whether this machine allows it.
struct SmallFileSystem {
    let folder: URL

    /// Whether a tmpfs can be mounted here (root in a container that allows it).
    static let isAvailable: Bool = {
        guard let probe = try? SmallFileSystem(kilobytes: 16) else { return false }
        probe.unmount()
        return true
    }()

    /// Mounts a tmpfs of `kilobytes` on a new temporary folder.
    init(kilobytes: Int) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-tmpfs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        guard Self.mount(["-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", folder.path]) else {
            try? FileManager.default.removeItem(at: folder)
            throw CocoaError(.fileWriteNoPermission)
        }
    }

    /// Makes the file system read-only, as a disk remounted after errors is.
    func makeReadOnly() -> Bool {
        Self.mount(["-o", "remount,ro", folder.path])
    }

    /// Writes zeros into a file until the disk is full.
    func fill() {
        let descriptor = open(folder.appendingPathComponent("filler").path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        defer { close(descriptor) }
        let block = [UInt8](repeating: 0, count: 4096)
        while block.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) > 0 {}
    }

    /// Frees what `fill` took.
    func empty() {
        unlink(folder.appendingPathComponent("filler").path)
    }

    func unmount() {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/umount")
        process.arguments = [folder.path]
        try? process.run()
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: folder)
    }

    private static func mount(_ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/mount")
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
