import Foundation

/// Bytes an interface has received and sent since it came up, from /proc/net/dev.
public struct NetworkCounters: Sendable, Equatable {
    /// The interface's name ("eth0", "wlp2s0" …).
    public var interface: String
    /// Bytes received since the interface came up.
    public var receivedBytes: UInt64
    /// Bytes sent since the interface came up.
    public var sentBytes: UInt64

    /// Counters of these values.
    public init(interface: String, receivedBytes: UInt64, sentBytes: UInt64) {
        self.interface = interface
        self.receivedBytes = receivedBytes
        self.sentBytes = sentBytes
    }

    /// Parses the table: two header lines, then "name: rx-bytes … (8 receive fields) tx-bytes …".
    public static func parse(_ text: String) throws(ProcReadError) -> [NetworkCounters] {
        var counters: [NetworkCounters] = []
        for line in text.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces)
            let fields = line[line.index(after: colon)...].split(separator: " ", omittingEmptySubsequences: true)
            if name.contains("|") { continue }
            guard fields.count >= 9, let received = UInt64(fields[0]), let sent = UInt64(fields[8]) else {
                throw .malformed("interface \(name) has \(fields.count) fields")
            }
            counters.append(NetworkCounters(interface: name, receivedBytes: received, sentBytes: sent))
        }
        return counters
    }
}
