import Foundation

/// Ends processes as a system monitor should: SIGTERM first, so they can
/// save and clean up, then SIGKILL for those still running after a grace period.
public struct ProcessTerminator: Sendable {
    /// What sends the signals and checks on processes.
    public let signals: any ProcessSignalling
    /// How long a process has to end after SIGTERM before it is killed.
    public var gracePeriod: Duration
    /// How often a process is checked while it has time to end.
    public var checkInterval: Duration = .milliseconds(50)

    /// A terminator sending through `signals`, killing processes still running `gracePeriod` after SIGTERM.
    public init(signals: any ProcessSignalling = SystemSignals(), gracePeriod: Duration = .seconds(3)) {
        self.signals = signals
        self.gracePeriod = gracePeriod
    }

    /// Whether `rows` could be signalled at all (kill with signal 0), without sending anything:
    /// what the confirming alert warns about before the user chooses.
    public func problems(ending rows: [ProcessRow]) -> [EndProcessFailure] {
        rows.compactMap { row in
            signals.send(0, to: row.pid).map { EndProcessFailure(pid: row.pid, name: row.name, code: $0) }
        }
    }

    /// Sends SIGTERM to each of `rows` now and returns those that refused it.
    public func terminate(_ rows: [ProcessRow]) -> [EndProcessFailure] {
        rows.compactMap { row in
            signals.send(SIGTERM, to: row.pid).map { EndProcessFailure(pid: row.pid, name: row.name, code: $0) }
        }
    }

    /// What happened to a process after SIGTERM.
    public enum Ending: Sendable, Equatable {
        /// It ended within the grace period.
        case ended
        /// It was still running, so it was sent SIGKILL.
        case killed
        /// It was still running and SIGKILL failed with this error.
        case failed(EndProcessFailure)
    }

    /// Waits up to the grace period for `row` to end, then kills it if it has not.
    ///
    /// The process is recognised by its start time, so a PID that a new
    /// process took in the meantime is never killed.
    public func awaitEnding(of row: ProcessRow) async -> Ending {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: gracePeriod)
        while clock.now < deadline {
            guard signals.isRunning(row.pid, startedAt: row.startTicks) else { return .ended }
            try? await Task.sleep(for: checkInterval)
        }
        guard signals.isRunning(row.pid, startedAt: row.startTicks) else { return .ended }
        if let code = signals.send(SIGKILL, to: row.pid) {
            return code == ESRCH ? .ended : .failed(EndProcessFailure(pid: row.pid, name: row.name, code: code))
        }
        return .killed
    }
}
