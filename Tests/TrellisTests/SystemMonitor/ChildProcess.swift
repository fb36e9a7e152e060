import Foundation

/// A child of the test, started with posix_spawn with no signal blocked and SIGTERM at its default.
///
/// Foundation's `Process` passes on the signal mask of the thread that starts
/// it, and the test runner's threads block SIGTERM: such a child never sees it.
final class ChildProcess {
    let pid: pid_t
    private var ended: (signal: Int32?, status: Int32)?

    init(_ arguments: [String]) throws {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGTERM)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid = pid_t()
        let result = posix_spawn(&pid, arguments[0], nil, &attributes, argv, environ)
        guard result == 0 else { throw POSIXError(POSIXErrorCode(rawValue: result) ?? .EINVAL) }
        self.pid = pid
    }

    /// Waits for the child to end: the signal that ended it, or nil and its exit status.
    @discardableResult
    func waitForEnd() -> (signal: Int32?, status: Int32) {
        if let ended { return ended }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let signal = status & 0x7f
        let outcome: (signal: Int32?, status: Int32) = signal != 0 && signal != 0x7f ? (signal, 0) : (nil, (status >> 8) & 0xff)
        ended = outcome
        return outcome
    }

    /// Waits up to `seconds` for the child to end: how it ended, or nil if it is still running.
    /// A test that expects a child to end must not hang the run when it does not.
    func waitForEnd(within seconds: Double) -> (signal: Int32?, status: Int32)? {
        if let ended { return ended }
        let deadline = Date().addingTimeInterval(seconds)
        repeat {
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid {
                let signal = status & 0x7f
                let outcome: (signal: Int32?, status: Int32) = signal != 0 && signal != 0x7f ? (signal, 0) : (nil, (status >> 8) & 0xff)
                ended = outcome
                return outcome
            }
            Thread.sleep(forTimeInterval: 0.02)
        } while Date() < deadline
        return nil
    }

    /// Ends a child a failed test left running, and reaps it.
    func stop() {
        guard ended == nil else { return }
        kill(pid, SIGKILL)
        waitForEnd()
    }
}
