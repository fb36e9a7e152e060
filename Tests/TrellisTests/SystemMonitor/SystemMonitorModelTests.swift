import Foundation
import SystemMonitorCore
import Testing

/// The model turning two snapshots a second apart into rates and a minute of history.
@MainActor
@Suite struct SystemMonitorModelTests {
    private func row(_ pid: Int32, in monitor: SystemMonitor) throws -> ProcessRow {
        try #require(monitor.processes.first { $0.pid == pid })
    }

    @Test func processCPUIsTheShareOfOneCPUSinceTheLastRefresh() throws {
        let monitor = MonitorFixtures.monitor()
        #expect(try row(2044, in: monitor).cpu == 23, "23 ticks of 100 per CPU")
        #expect(try row(2991, in: monitor).cpu == 97)
        #expect(try row(1204, in: monitor).cpu == 8)
        #expect(try row(412, in: monitor).cpu == 0)
        #expect(try row(3500, in: monitor).cpu == 0, "a process new in this snapshot has no rate yet")
        // PID 3400 was a zombie with 5 ticks and is now `less` with 2: a new process, not negative time.
        let less = try row(3400, in: monitor)
        #expect(less.name == "less" && less.cpu == 0)
        #expect(!monitor.processes.contains { $0.pid == 3120 }, "sleep ended between the snapshots")
        #expect(monitor.processes.count == 21)
    }

    @Test func theFirstSnapshotAloneGivesNoRates() throws {
        let monitor = SystemMonitor(reader: MonitorFixtures.reader(), terminator: ProcessTerminator())
        monitor.refresh(at: MonitorFixtures.start)
        #expect(monitor.processes.allSatisfy { $0.cpu == 0 })
        // Rates need two snapshots: the series have no sample yet rather than a 0 that never happened.
        #expect(monitor.cores.count == 4 && monitor.cores.allSatisfy(\.samples.isEmpty))
        #expect(monitor.network.count == 4 && monitor.network.allSatisfy(\.samples.isEmpty))
        #expect(monitor.processHistory.values.allSatisfy { $0.samples.isEmpty })
        #expect(monitor.memory.samples.count == 1, "memory is a level, known at once")
    }

    @Test func coresMemoryAndNetworkBecomeSeries() throws {
        let monitor = MonitorFixtures.monitor()
        #expect(monitor.cores.map(\.name) == ["CPU 1", "CPU 2", "CPU 3", "CPU 4"])
        #expect(monitor.cores.map { ($0.latest * 1000).rounded() / 1000 } == [47, 28, 92, 16])
        #expect(abs(monitor.memory.latest - 39.95) < 0.01)
        #expect(abs(monitor.swap.latest - 15.48) < 0.01)
        // Unwrapped first: an optional chain compared with an arithmetic expression
        // crashes the test run when it is nil (Swift Testing, Swift 6.3.1) instead of failing.
        #expect(try #require(monitor.memoryInfo).swapTotal == 2_097_148 * 1024)
        // Loopback and an interface that never carried a byte are left out.
        #expect(monitor.network.map(\.name) == ["enp3s0 received", "enp3s0 sent", "wlp2s0 received", "wlp2s0 sent"])
        #expect(monitor.network.map(\.latest) == [1_196_882, 87_558, 19_400, 2_100])
        #expect(monitor.memory.samples.count == 2)
    }

    @Test func historyKeepsTheLastMinute() throws {
        let monitor = MonitorFixtures.resourcesMonitor()
        let samples = monitor.cores[0].samples
        let newest = try #require(samples.last?.date)
        #expect(newest == MonitorFixtures.start.addingTimeInterval(62))
        #expect(samples.count == 32, "thirty-one samples two seconds apart in the minute, and one leading into it")
        #expect(samples.first.map { newest.timeIntervalSince($0.date) } == 61)
        #expect(monitor.memory.samples.count == 32)
        #expect(monitor.processes.isEmpty, "the Resources snapshots hold no processes")
        #expect(monitor.processHistory.isEmpty, "the history of processes that ended is dropped")
    }

    @Test func aProcessKeepsItsOwnCPUHistory() throws {
        let monitor = MonitorFixtures.monitor()
        let history = try #require(monitor.processHistory[2991])
        #expect(history.samples.map(\.value) == [97])
    }

    @Test func fileSystemsBecomeRows() throws {
        let monitor = MonitorFixtures.monitor()
        let home = try #require(monitor.fileSystems.first { $0.mountPoint == "/home" })
        #expect(home.used == 1_967_397_093_376 - 412_316_860_416)
        #expect(home.problem == nil)
        let archive = try #require(monitor.fileSystems.first { $0.mountPoint == "/mnt/archive" })
        #expect(archive.problem == "permission denied")
        #expect(archive.total == 0 && archive.fractionUsed == 0)
    }

    @Test func snapshotProblemsReachTheModel() throws {
        let monitor = SystemMonitor(reader: ProcReader(root: "/nonexistent/proc", passwd: MonitorFixtures.passwd))
        monitor.refresh()
        #expect(monitor.problems.first == "Could not read /proc/stat: no such file.")
        #expect(monitor.processes.isEmpty)
    }
}
