import Foundation

/// What an X server killed with SIGKILL leaves behind: its lock file and its
/// socket. A server that ends cleanly removes both, but the servers tests
/// start inherit the test runner's blocked SIGTERM and can only be killed, so
/// every run left a few, and `xvfb-run -a` came to search past hundreds of
/// stale display numbers on a developer's machine.
enum DisplayLeftovers {
    /// Removes the files of `display`, whose server the caller has reaped.
    /// (A server started with `-displayfd` writes no lock, only its socket.)
    static func removeFiles(of display: String) {
        guard display.hasPrefix(":"), let number = Int(display.dropFirst()) else { return }
        unlink(lockPath(number))
        unlink(socketPath(number))
    }

    /// Waits up to `seconds` for the server of `display` (such as ":101") to
    /// be gone, since SIGKILL lands asynchronously, then removes the files of
    /// every server that is gone.
    static func remove(display: String, waitingUpTo seconds: Double = 2) {
        if display.hasPrefix(":"), let number = Int(display.dropFirst()), let owner = owner(ofLock: lockPath(number)) {
            let deadline = Date(timeIntervalSinceNow: seconds)
            while !isGone(owner) && Date() < deadline { usleep(10_000) }
        }
        sweep()
    }

    /// Removes the lock file and socket of every display whose server is
    /// gone. A live server's files stay, whoever started it.
    static func sweep() {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/tmp") else { return }
        for name in names where name.hasPrefix(".X") && name.hasSuffix("-lock") {
            guard let number = Int(name.dropFirst(2).dropLast(5)),
                  let owner = owner(ofLock: lockPath(number)), isGone(owner) else { continue }
            unlink(lockPath(number))
            unlink(socketPath(number))
        }
    }

    private static func lockPath(_ number: Int) -> String { "/tmp/.X\(number)-lock" }
    private static func socketPath(_ number: Int) -> String { "/tmp/.X11-unix/X\(number)" }

    /// The process id an X server writes into its lock file.
    private static func owner(ofLock path: String) -> pid_t? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        return pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Whether `process` has ended: no such process, or a zombie that its
    /// new parent has not reaped yet (a killed server outlives `xvfb-run`
    /// only as that).
    private static func isGone(_ process: pid_t) -> Bool {
        if kill(process, 0) != 0 { return errno == ESRCH }
        guard let stat = try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8),
              let end = stat.lastIndex(of: ")") else { return false }
        // The state follows the command's closing parenthesis: "… (Xvfb) Z …".
        return stat[stat.index(after: end)...].trimmingCharacters(in: .whitespaces).hasPrefix("Z")
    }
}
