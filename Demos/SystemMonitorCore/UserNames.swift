/// User names by id, read from a passwd file.
///
/// Read directly rather than through getpwuid(3), so a fixture can stand in
/// for /etc/passwd. Ids with no entry (a container's users) show as numbers.
public struct UserNames: Sendable {
    private var names: [UInt32: String]

    /// Names given directly, by user id.
    public init(names: [UInt32: String] = [:]) {
        self.names = names
    }

    /// The users in the passwd file at `path`; an unreadable file gives no names, and every user shows as a number.
    public init(passwdAt path: String) {
        self.init(parsing: (try? ProcFile.text(at: path)) ?? "")
    }

    /// Parses "name:password:uid:…" lines.
    public init(parsing text: String) {
        var names: [UInt32: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: ":", omittingEmptySubsequences: false)
            guard fields.count >= 3, let id = UInt32(fields[2]), names[id] == nil else { continue }
            names[id] = String(fields[0])
        }
        self.names = names
    }

    /// The name of user `id`, or the id itself.
    public func name(of id: UInt32) -> String { names[id] ?? String(id) }
}
