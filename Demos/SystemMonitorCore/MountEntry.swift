/// One line of /proc/mounts: what is mounted where, and as which type.
public struct MountEntry: Sendable, Equatable {
    /// What is mounted: a device, a server's export, or a name such as "tmpfs".
    public var device: String
    /// Where it is mounted.
    public var mountPoint: String
    /// The file system type ("ext4", "nfs4" …).
    public var type: String

    /// An entry of these fields.
    public init(device: String, mountPoint: String, type: String) {
        self.device = device
        self.mountPoint = mountPoint
        self.type = type
    }

    /// Parses /proc/mounts. A line that is cut short is skipped, not fatal:
    /// one odd mount must not hide all the others.
    public static func parse(_ text: String) -> [MountEntry] {
        text.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 3 else { return nil }
            return MountEntry(device: unescape(fields[0]), mountPoint: unescape(fields[1]), type: unescape(fields[2]))
        }
    }

    /// The kernel writes space, tab, newline and backslash in names as three octal digits after a backslash.
    static func unescape(_ field: Substring) -> String {
        guard field.contains("\\") else { return String(field) }
        var bytes: [UInt8] = []
        let utf8 = Array(field.utf8)
        var index = 0
        while index < utf8.count {
            if utf8[index] == UInt8(ascii: "\\"), index + 3 < utf8.count,
               let value = UInt8(String(decoding: utf8[(index + 1)...(index + 3)], as: UTF8.self), radix: 8) {
                bytes.append(value)
                index += 4
            } else {
                bytes.append(utf8[index])
                index += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
