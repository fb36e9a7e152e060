import Foundation
import Testing

/// dunst, Debian's notification daemon, on a private session bus that starts
/// no services, showing on the test's X display; `dunstctl` reads what it shows.
final class DunstOnPrivateBus: @unchecked Sendable {
    /// The private bus's address.
    let address: String
    private let bus: Process
    private let dunst: Process
    private let folder: URL

    /// Whether dunst and an X display are there to test with.
    static var isAvailable: Bool {
        FileManager.default.isExecutableFile(atPath: "/usr/bin/dunst")
            && FileManager.default.isExecutableFile(atPath: "/usr/bin/dunstctl")
            && ProcessInfo.processInfo.environment["DISPLAY"].map { !$0.isEmpty } == true
    }

    /// Starts the bus and dunst, and waits (at most 10 seconds) until dunst answers on the bus.
    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-dunst-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        (bus, address) = try FakePortalBus.startDaemon(configurationFolder: folder)
        // Notifications stay until closed (no timeout), so what the test counts cannot expire under it.
        let dunstrc = folder.appendingPathComponent("dunstrc")
        try """
            [global]
                font = DejaVu Sans 10
            [urgency_low]
                timeout = 0
            [urgency_normal]
                timeout = 0
            [urgency_critical]
                timeout = 0
            """.write(to: dunstrc, atomically: true, encoding: .utf8)
        dunst = Process()
        dunst.executableURL = URL(fileURLWithPath: "/usr/bin/dunst")
        dunst.arguments = ["-config", dunstrc.path]
        dunst.environment = environment
        dunst.standardOutput = FileHandle.nullDevice
        dunst.standardError = FileHandle.nullDevice
        try dunst.run()
        let deadline = Date(timeIntervalSinceNow: 10)
        while (try? control(["is-paused"]))?.contains("false") != true {
            guard Date() < deadline else {
                stop()
                throw DunstError(text: "dunst did not answer on the private bus within 10 seconds")
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    /// The test's environment with the private bus as the session bus, and a home of its own.
    private var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["DBUS_SESSION_BUS_ADDRESS"] = address
        environment["XDG_CONFIG_HOME"] = folder.path
        return environment
    }

    /// Runs `dunstctl arguments` on the private bus and returns what it printed.
    @discardableResult
    func control(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = ["10", "/usr/bin/dunstctl"] + arguments
        process.environment = environment
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw DunstError(text: "dunstctl \(arguments.joined(separator: " ")) ended with status \(process.terminationStatus)")
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// How many notifications dunst shows now (`dunstctl count displayed`).
    func displayedCount() throws -> Int {
        Int(try control(["count", "displayed"]).trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
    }

    /// How many notifications dunst holds open: those shown, and those it took
    /// but has not drawn yet (`waiting`), which it moves to the screen on its next turn.
    func openCount() throws -> Int {
        try displayedCount() + (Int(try control(["count", "waiting"]).trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1)
    }

    /// One closed notification, as `dunstctl history` lists it.
    struct Closed: Equatable {
        let id: Int
        let summary: String
        let body: String
    }

    /// The notifications dunst closed, newest first (`dunstctl history`, JSON).
    func history() throws -> [Closed] {
        let data = Data(try control(["history"]).utf8)
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let lists = root["data"] as? [[[String: Any]]] else {
            throw DunstError(text: "dunstctl history printed JSON of another shape")
        }
        func field(_ entry: [String: Any], _ key: String) -> Any? { (entry[key] as? [String: Any])?["data"] }
        return lists.flatMap { $0 }.map { entry in
            Closed(id: field(entry, "id") as? Int ?? -1, summary: field(entry, "summary") as? String ?? "",
                   body: field(entry, "body") as? String ?? "")
        }
    }

    func stop() {
        kill(dunst.processIdentifier, SIGKILL)
        kill(bus.processIdentifier, SIGKILL)
        try? FileManager.default.removeItem(at: folder)
    }

    struct DunstError: Error, CustomStringConvertible {
        let text: String
        var description: String { text }
    }
}

/// Waits, without holding up the main actor, until `condition` holds or
/// `seconds` pass; returns whether it held. The deadlines are generous: the
/// full suite shares two cores with other work.
@MainActor
func eventually(within seconds: Double = 30, _ condition: @MainActor () async throws -> Bool) async rethrows -> Bool {
    let deadline = Date(timeIntervalSinceNow: seconds)
    while Date() < deadline {
        if try await condition() { return true }
        // Not faster: each dunstctl call opens pipes, and tests beside this one count the process's descriptors.
        try? await Task.sleep(for: .milliseconds(100))
    }
    return try await condition()
}

/// Runs `work` (a dunstctl call, a process start) away from the main actor,
/// which the other tests of the suite share.
func offMain<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
    try await Task.detached { try work() }.value
}
