import Foundation

/// Runs a command on an X server of its own, so the keyboard focus it sets
/// cannot be taken by another test's windows.
enum OwnDisplay {
    /// Runs `command` under `timeout seconds` on a new X server with `environment`
    /// added to the test's; returns what it printed on standard output and error.
    ///
    /// The server picks a free display itself (`PrivateDisplay`, `-displayfd`).
    /// Two `xvfb-run -a` started at once can choose the same number; the
    /// second server then fails and its command talks to the first, until
    /// that one's test ends it: "could not open display" in a full run.
    static func run(_ command: [String], seconds: Int, environment extra: [String: String] = [:]) throws -> String {
        let display = try PrivateDisplay(screen: "1024x768x24")
        defer { display.stop() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = [String(seconds)] + command
        process.environment = display.environment.merging(extra) { _, new in new }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        finish(process)
        return String(decoding: data, as: UTF8.self)
    }

    /// An X server of the test's own that stays up until `stop()`, for a test
    /// that talks to the display itself: without access control (`-ac`), so
    /// a client needs only its name.
    final class Server {
        /// The display's name, such as `:101`.
        let display: String
        private let process: Process

        /// Starts the server; it stops by itself after `seconds`.
        init(seconds: Int = 120) throws {
            process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
            process.arguments = [String(seconds), "xvfb-run", "-a", "-s", "-ac -screen 0 1024x768x24",
                                 "bash", "-c", "echo \"$DISPLAY\"; exec sleep \(seconds)"]
            let out = Pipe()
            process.standardOutput = out
            process.standardError = FileHandle.nullDevice
            try process.run()
            var line = Data()
            while !line.contains(UInt8(ascii: "\n")) {
                let more = out.fileHandleForReading.availableData
                if more.isEmpty { break }
                line += more
            }
            display = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        }

        /// Ends the server and everything still running on it that `timeout` leads.
        func stop() {
            kill(-process.processIdentifier, SIGKILL)
            OwnDisplay.finish(process)
            DisplayLeftovers.remove(display: display)
        }
    }

    /// Waits for `process`, a `timeout` command, to exit, then ends what it
    /// left behind in its process group (`timeout` leads one): an X server
    /// that outlived xvfb-run would otherwise keep `waitUntilExit` waiting for ever.
    ///
    /// Foundation learns that a child exited only once every descendant has
    /// closed a socket they all inherit (swift-corelibs-foundation#4795). The
    /// wait here is on the child itself, and leaves it unreaped, so its id
    /// (which names the group) cannot be reused until Foundation reaps it.
    static func finish(_ process: Process) {
        let pid = process.processIdentifier
        var info = siginfo_t()
        while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) == -1 && errno == EINTR {}
        kill(-pid, SIGKILL)
        process.waitUntilExit()
        DisplayLeftovers.sweep()
    }
}
