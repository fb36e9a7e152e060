import Foundation
import SystemMonitorCore
import Testing
import Trellis
import TrellisTesting
@testable import SystemMonitor

/// Ending a process from the window: the confirming alert, the signal, and the system's refusals shown in it.
@MainActor
// The limit catches a hang, not slowness: alone the suite takes about a second, but its
// main-actor tests wait for the main actor behind every other main-actor test of a parallel
// run, and on 2 busy cores that wait passed one minute.
@Suite(.serialized, .timeLimit(.minutes(5))) struct EndProcessTests {
    @Test func confirmingTheAlertSendsSIGTERMToAChildProcess() throws {
        let child = try ChildProcess(["/bin/sleep", "30"])
        defer { child.stop() }
        let pid = String(child.pid)
        let monitor = SystemMonitor(reader: ProcReader(), terminator: ProcessTerminator(gracePeriod: .seconds(10)))
        monitor.refresh()
        let host = MonitorHosts.window(monitor)
        host.click(text: "Name or PID")
        host.type(pid)
        host.step()
        host.click(text: "sleep")
        host.click(accessibilityLabel: "End Process")
        try #require(host.texts.contains("End “sleep”?"), "\(host.texts)")
        #expect(host.texts.contains { $0.hasPrefix("It is asked to quit (SIGTERM) and killed (SIGKILL) if it is still running 10 seconds later") })
        #expect(kill(child.pid, 0) == 0, "nothing is sent before the user confirms")
        host.clickFrontmost(text: "End Process")
        let ending = child.waitForEnd(within: 10)
        #expect(ending != nil, "the child is still running: \(host.texts)")
        #expect(ending?.signal == SIGTERM)
        host.step(frames: 20)
        #expect(!host.texts.contains("End “sleep”?"), "the alert closed")
        #expect(!host.texts.contains { $0.hasPrefix("Could Not End") })
    }

    @Test func cancellingSendsNothing() throws {
        let signals = ScriptedSignals()
        let host = MonitorHosts.window(MonitorFixtures.monitor(terminator: ProcessTerminator(signals: signals)))
        host.rightClick(text: "firefox")
        host.click(text: "End Process…")
        #expect(host.texts.contains("End “firefox”?"))
        host.press(.escape)
        host.step(frames: 20)
        #expect(!host.texts.contains("End “firefox”?"))
        #expect(signals.sent.map(\.signal) == [0], "only the check that it may be signalled")
    }

    @Test func aRefusalTheSystemWillGiveIsShownBeforeChoosing() throws {
        let signals = ScriptedSignals(answers: [1: EPERM])
        let host = MonitorHosts.window(MonitorFixtures.monitor(terminator: ProcessTerminator(signals: signals)))
        host.click(text: "ID")
        host.click(text: "systemd")
        host.click(text: "firefox", modifiers: .control)
        host.press(.character("e"), modifiers: .control)
        #expect(host.texts.contains("End 2 Processes?"), "\(host.texts)")
        let message = try #require(host.texts.first { $0.hasPrefix("They are asked to quit") })
        #expect(message.contains("The system refuses some of them:\nsystemd (PID 1): Operation not permitted (EPERM)"))
        host.clickFrontmost(text: "End Process")
        #expect(signals.sent.filter { $0.signal == SIGTERM }.map(\.pid) == [2044], "only the process that may be ended")
    }

    @Test func anErrorFromKillIsShownInTheAlertAfter() throws {
        // Allowed when checked, gone by the time the user confirmed.
        let signals = ScriptedSignals(answers: [2044: ESRCH], checksPass: true)
        let host = MonitorHosts.window(MonitorFixtures.monitor(terminator: ProcessTerminator(signals: signals)))
        host.click(text: "firefox")
        host.click(accessibilityLabel: "End Process")
        host.clickFrontmost(text: "End Process")
        host.step()
        #expect(host.texts.contains("Could Not End “firefox”"), "\(host.texts)")
        #expect(host.texts.contains("firefox (PID 2044): No such process (ESRCH)"))
        host.press(.enter)
        host.step(frames: 20)
        #expect(!host.texts.contains("Could Not End “firefox”"))
    }

    @Test func aProcessThatCannotBeEndedOffersOnlyCancel() throws {
        let signals = ScriptedSignals(answers: [1: EPERM])
        let host = MonitorHosts.window(MonitorFixtures.monitor(terminator: ProcessTerminator(signals: signals)))
        host.click(text: "ID")
        host.rightClick(text: "systemd")
        host.click(text: "End Process…")
        #expect(host.texts.contains("End “systemd”?"))
        #expect(host.texts.contains("The system refuses:\nsystemd (PID 1): Operation not permitted (EPERM)"))
        // The toolbar's End Process is its icon alone, so any "End Process" text would be the alert's button.
        #expect(host.frontmostFrame(ofText: "End Process") == nil, "no End button in the alert")
        host.press(.enter)
        #expect(signals.sent.allSatisfy { $0.signal == 0 })
    }
}

/// Signals that are written down, never sent, answering with a chosen error per PID.
final class ScriptedSignals: ProcessSignalling, @unchecked Sendable {
    private let lock = NSLock()
    private var record: [(signal: Int32, pid: Int32)] = []
    private let answers: [Int32: Int32]
    /// Whether signal 0 (the check before the alert) succeeds even for PIDs with an answer.
    private let checksPass: Bool

    init(answers: [Int32: Int32] = [:], checksPass: Bool = false) {
        self.answers = answers
        self.checksPass = checksPass
    }

    var sent: [(signal: Int32, pid: Int32)] { lock.withLock { record } }

    func send(_ signal: Int32, to pid: Int32) -> Int32? {
        lock.withLock { record.append((signal, pid)) }
        return signal == 0 && checksPass ? nil : answers[pid]
    }

    func isRunning(_ pid: Int32, startedAt startTicks: UInt64) -> Bool { false }
}
