import Foundation
import SystemMonitorCore
import Testing

/// The parsers of /proc's formats, on lines as the kernel writes them.
@Suite struct ProcParserTests {
    @Test func aStatLineWhoseCommandHoldsSpacesAndParenthesesParses() throws {
        let line = "3200 ((sd-pam)) S 1180 1180 1180 0 -1 4194304 1200 0 3 0 75 25 0 0 20 0 1 0 1590 100 3 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0"
        let stat = try ProcessStat(parsing: line)
        #expect(stat.pid == 3200)
        #expect(stat.command == "(sd-pam)")
        #expect(stat.state == .sleeping)
        #expect(stat.parentPID == 1180)
        #expect(stat.userTicks == 75 && stat.systemTicks == 25)
        #expect(stat.startTicks == 1590)
        let spaced = try ProcessStat(parsing: line.replacingOccurrences(of: "((sd-pam))", with: "(tmux: server)"))
        #expect(spaced.command == "tmux: server")
        #expect(spaced.threads == 1)
    }

    @Test func aStatLineCutShortIsRefusedWithAReason() {
        #expect(throws: ProcReadError.self) { try ProcessStat(parsing: "42 (cat) R 1 2 3") }
        #expect(throws: ProcReadError.self) { try ProcessStat(parsing: "garbage") }
        do {
            _ = try ProcessStat(parsing: "42 (cat) R x 1 1 0 -1 0 0 0 0 0 1 1 0 0 20 0 1 0 9 0 0")
            Issue.record("a field that is not a number was taken")
        } catch {
            #expect(error.description.contains("field 4"), "\(error)")
        }
    }

    @Test func everyStateLetterHasAName() {
        let letters: [Character: ProcessState] = ["R": .running, "S": .sleeping, "D": .waitingForDisk, "Z": .zombie,
                                                  "T": .stopped, "t": .tracingStop, "I": .idle, "X": .dead, "?": .unknown]
        for (letter, state) in letters { #expect(ProcessState(letter: letter) == state) }
    }

    @Test func statusGivesTheEffectiveUserAndResidentMemory() throws {
        let status = try ProcessStatus(parsing: "Name:\tsudo\nUid:\t1000\t0\t0\t0\nVmRSS:\t    2048 kB\nThreads:\t1\n")
        #expect(status.userID == 0)
        #expect(status.residentBytes == 2048 * 1024)
        let kernelThread = try ProcessStatus(parsing: "Name:\tkthreadd\nUid:\t0\t0\t0\t0\nThreads:\t1\n")
        #expect(kernelThread.residentBytes == 0)
        #expect(throws: ProcReadError.self) { try ProcessStatus(parsing: "Name:\tcat\n") }
    }

    @Test func cpuLinesGiveBusyAndIdleTicksPerCore() throws {
        let text = "cpu  100 5 20 800 10 1 2 3 40 0\ncpu0 60 5 10 400 5 1 1 2 20 0\ncpu1 40 0 10 400 5 0 1 1 20 0\nintr 1 2 3\n"
        let stats = try CPUStatistics(parsing: text)
        #expect(stats.cores.count == 2)
        // Guest time is inside user time already; idle includes iowait.
        #expect(stats.all.idle == 810)
        #expect(stats.all.busy == 100 + 5 + 20 + 1 + 2 + 3)
        let later = CPUTimes(busy: stats.all.busy + 30, idle: stats.all.idle + 70)
        #expect(later.busyFraction(since: stats.all) == 0.3)
        #expect(stats.all.busyFraction(since: later) == 0, "a counter going back gives no usage")
        #expect(throws: ProcReadError.self) { try CPUStatistics(parsing: "intr 1 2\n") }
    }

    @Test func memoryInfoUsesAvailableMemoryOrEstimatesIt() throws {
        let modern = try MemoryInfo(parsing: "MemTotal:  1000 kB\nMemFree:  100 kB\nMemAvailable:  600 kB\nSwapTotal: 200 kB\nSwapFree: 150 kB\n")
        #expect(modern.used == 400 * 1024)
        #expect(modern.swapUsed == 50 * 1024)
        let old = try MemoryInfo(parsing: "MemTotal:  1000 kB\nMemFree:  100 kB\nBuffers:  50 kB\nCached:  250 kB\n")
        #expect(old.available == 400 * 1024)
        #expect(old.swapTotal == 0 && old.swapUsed == 0)
        #expect(throws: ProcReadError.self) { try MemoryInfo(parsing: "MemFree: 1 kB\n") }
    }

    @Test func networkCountersSkipTheHeaders() throws {
        let text = """
            Inter-|   Receive                                                |  Transmit
             face |bytes    packets errs drop fifo frame compressed multicast|bytes    packets errs drop fifo colls carrier compressed
                lo:    4730      82    0    0    0     0          0         0     4730      82    0    0    0     0       0          0
              eth0: 77021401    1725    0    0    0     0          0         0    71604     764    0    0    0     0       0          0
            """
        let counters = try NetworkCounters.parse(text)
        #expect(counters.map(\.interface) == ["lo", "eth0"])
        #expect(counters[1].receivedBytes == 77_021_401 && counters[1].sentBytes == 71_604)
        #expect(throws: ProcReadError.self) { try NetworkCounters.parse("eth0: 1 2 3\n") }
    }

    @Test func mountNamesHaveTheirEscapesUndone() {
        let mounts = MountEntry.parse("/dev/sda1 /media/ada/USB\\040Stick vfat rw 0 0\nbroken\n/dev/sdb1 /a\\134b ext4 rw 0 0\n")
        #expect(mounts.map(\.mountPoint) == ["/media/ada/USB Stick", "/a\\b"])
        #expect(mounts[0].type == "vfat")
    }

    @Test func usersAreNamedFromPasswdAndUnknownOnesByNumber() {
        let users = UserNames(parsing: "# comment\nroot:x:0:0:root:/root:/bin/bash\nada:x:1000:1000::/home/ada:/bin/bash\nbroken line\n")
        #expect(users.name(of: 0) == "root")
        #expect(users.name(of: 1000) == "ada")
        #expect(users.name(of: 1002) == "1002")
        #expect(UserNames(passwdAt: "/nonexistent/passwd").name(of: 0) == "0")
    }

    @Test func errorNumbersBecomeReasonsAPersonCanActOn() {
        #expect(ProcReadError(errno: ENOENT) == .vanished)
        #expect(ProcReadError(errno: ESRCH) == .vanished)
        #expect(ProcReadError(errno: EACCES) == .permissionDenied)
        #expect(ProcReadError(errno: EPERM) == .permissionDenied)
        #expect(ProcReadError.permissionDenied.description == "permission denied")
        #expect(ProcReadError(errno: EIO).description == "input/output error")
    }

    @Test func aSeriesKeepsOneSampleBeforeItsSpan() {
        var series = TimeSeries(name: "CPU")
        let start = Date(timeIntervalSinceReferenceDate: 0)
        for second in 0...100 { series.append(Double(second), at: start.addingTimeInterval(Double(second)), keeping: 60) }
        #expect(series.samples.first?.value == 39, "the sample at 39 s leads into the minute from 40 s to 100 s")
        #expect(series.samples.count == 62)
        #expect(series.latest == 100)
    }
}
