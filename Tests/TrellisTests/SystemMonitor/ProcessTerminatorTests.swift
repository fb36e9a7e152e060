import Foundation
import SystemMonitorCore
import Testing

/// Ending processes: SIGTERM, then SIGKILL for those that stay, and the system's refusals in its own words.
// The limit catches a hang, not slowness: alone the suite takes about a second, but its
// main-actor tests wait for the main actor behind every other main-actor test of a parallel
// run, and on 2 busy cores that wait passed one minute.
@Suite(.serialized, .timeLimit(.minutes(5))) struct ProcessTerminatorTests {
    /// The row a monitor would show for `pid`, read from the live /proc.
    private func row(of pid: Int32) throws -> ProcessRow {
        let text = try ProcFile.text(at: "/proc/\(pid)/stat")
        let stat = try ProcessStat(parsing: text)
        return ProcessRow(pid: stat.pid, name: stat.command, user: "", cpu: 0, memory: 0, threads: stat.threads,
                          state: stat.state, startTicks: stat.startTicks)
    }

    /// Waits, up to a deadline, for a child to reach the state a test needs.
    private func waitFor(_ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return condition()
    }

    @Test func aProcessThatHonoursSIGTERMEndsWithIt() async throws {
        let child = try ChildProcess(["/bin/sleep", "30"])
        defer { child.stop() }
        let terminator = ProcessTerminator(gracePeriod: .seconds(5))
        let row = try row(of: child.pid)
        #expect(terminator.terminate([row]).isEmpty)
        // Ended, though not yet reaped: a zombie counts as ended.
        #expect(await terminator.awaitEnding(of: row) == .ended)
        #expect(child.waitForEnd(within: 10)?.signal == SIGTERM)
    }

    @Test func aProcessThatIgnoresSIGTERMIsKilledAfterTheGracePeriod() async throws {
        // The shell ignores TERM and then becomes sleep, which inherits the ignoring.
        let child = try ChildProcess(["/bin/sh", "-c", "trap '' TERM; exec sleep 30"])
        defer { child.stop() }
        let pid = child.pid
        #expect(waitFor { (try? ProcessStat(parsing: ProcFile.text(at: "/proc/\(pid)/stat")).command) == "sleep" })
        let terminator = ProcessTerminator(gracePeriod: .milliseconds(300))
        let row = try row(of: pid)
        #expect(terminator.terminate([row]).isEmpty)
        #expect(await terminator.awaitEnding(of: row) == .killed)
        #expect(child.waitForEnd(within: 10)?.signal == SIGKILL)
    }

    @MainActor
    @Test func theModelSaysWhenItHadToKill() async throws {
        let child = try ChildProcess(["/bin/sh", "-c", "trap '' TERM; exec sleep 30"])
        defer { child.stop() }
        let pid = child.pid
        #expect(waitFor { (try? ProcessStat(parsing: ProcFile.text(at: "/proc/\(pid)/stat")).command) == "sleep" })
        let monitor = SystemMonitor(reader: ProcReader(), terminator: ProcessTerminator(gracePeriod: .milliseconds(200)))
        monitor.refresh()
        let row = try #require(monitor.processes.first { $0.pid == pid })
        #expect(monitor.problems(ending: [row]).isEmpty)
        #expect(monitor.end([row]).isEmpty)
        await monitor.waitForEndings()
        #expect(monitor.notice == "sleep (PID \(pid)) did not end after SIGTERM, so it was killed.")
        #expect(child.waitForEnd(within: 10)?.signal == SIGKILL)
    }

    @Test func aPIDTakenByANewProcessIsNotKilled() async {
        let signals = RecordingSignals(running: false)
        let stale = ProcessRow(pid: 4242, name: "old", user: "", cpu: 0, memory: 0, threads: 1, state: .sleeping, startTicks: 7)
        let ending = await ProcessTerminator(signals: signals, gracePeriod: .milliseconds(50)).awaitEnding(of: stale)
        #expect(ending == .ended)
        #expect(signals.sent.isEmpty, "nothing is sent to a PID whose start time changed")
    }

    @Test func refusalsCarryTheSystemsReason() {
        let rows = [ProcessRow(pid: 1, name: "systemd", user: "root", cpu: 0, memory: 0, threads: 1, state: .sleeping)]
        let terminator = ProcessTerminator(signals: RecordingSignals(running: true, refusal: EPERM))
        let problems = terminator.problems(ending: rows)
        #expect(problems.map(\.message) == ["systemd (PID 1): Operation not permitted (EPERM)"])
        #expect(terminator.terminate(rows).map(\.code) == [EPERM])
    }

    @Test func processGroupsAndEveryProcessAreNeverSignalled() {
        // kill(0) and kill(-1) would reach the test's own group or every process we may signal.
        #expect(SystemSignals().send(SIGTERM, to: 0) == EINVAL)
        #expect(SystemSignals().send(SIGTERM, to: -1) == EINVAL)
    }

    @Test func anEndedProcessIsReportedAsGone() throws {
        let child = try ChildProcess(["/bin/true"])
        #expect(child.waitForEnd().status == 0)
        let failure = SystemSignals().send(0, to: child.pid)
        #expect(failure == ESRCH)
        #expect(EndProcessFailure(pid: 5, name: "true", code: ESRCH).reason == "No such process (ESRCH)")
    }
}

/// Signals that are only written down: what a process would be sent, and a chosen answer.
private final class RecordingSignals: ProcessSignalling, @unchecked Sendable {
    private let lock = NSLock()
    private var record: [(Int32, Int32)] = []
    let running: Bool
    let refusal: Int32?

    init(running: Bool, refusal: Int32? = nil) {
        self.running = running
        self.refusal = refusal
    }

    var sent: [(Int32, Int32)] { lock.withLock { record } }

    func send(_ signal: Int32, to pid: Int32) -> Int32? {
        lock.withLock { record.append((signal, pid)) }
        return refusal
    }

    func isRunning(_ pid: Int32, startedAt startTicks: UInt64) -> Bool { running }
}
