import Foundation

/// How full a mounted file system is, in bytes, from statvfs(3).
public struct FileSystemUsage: Sendable, Equatable {
    /// The size of the file system.
    public var total: UInt64
    /// Free space, including what is reserved for root.
    public var free: UInt64
    /// Free space an ordinary user may use: `free` less what is reserved for root.
    public var available: UInt64

    /// Space in use.
    public var used: UInt64 { total > free ? total - free : 0 }

    /// The share in use as `df` counts it: used over what users can have (used plus available).
    public var fractionUsed: Double {
        let usable = used + available
        return usable == 0 ? 0 : Double(used) / Double(usable)
    }

    /// Usage of these sizes, in bytes.
    public init(total: UInt64, free: UInt64, available: UInt64) {
        self.total = total
        self.free = free
        self.available = available
    }

    /// The usage of the file system mounted at `path`.
    public static func of(mountPoint path: String) throws(ProcReadError) -> FileSystemUsage {
        var info = statvfs()
        guard statvfs(path, &info) == 0 else { throw ProcReadError(errno: errno) }
        let block = UInt64(info.f_frsize)
        return FileSystemUsage(total: UInt64(info.f_blocks) * block, free: UInt64(info.f_bfree) * block,
                               available: UInt64(info.f_bavail) * block)
    }
}
