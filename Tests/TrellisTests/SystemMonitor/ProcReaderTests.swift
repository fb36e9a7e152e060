import Foundation
import SystemMonitorCore
import Testing

/// The reader on saved /proc trees: every process with its user, memory and
/// name, the details of one, the file systems, and trees broken on purpose.
@Suite struct ProcReaderTests {
    private func process(_ pid: Int32, in snapshot: SystemSnapshot) throws -> ProcessSample {
        try #require(snapshot.processes.first { $0.stat.pid == pid })
    }

    @Test func aSnapshotListsEveryProcessInPIDOrder() throws {
        let snapshot = MonitorFixtures.reader().snapshot()
        #expect(snapshot.problems.isEmpty, "\(snapshot.problems)")
        #expect(snapshot.processes.count == 21)
        #expect(snapshot.processes.map(\.stat.pid) == snapshot.processes.map(\.stat.pid).sorted())
        let firefox = try process(2044, in: snapshot)
        #expect(firefox.name == "firefox" && firefox.user == "ada")
        #expect(firefox.residentBytes == 735_128 * 1024)
        #expect(firefox.stat.threads == 96)
        #expect(try process(688, in: snapshot).user == "messagebus")
        #expect(try process(3150, in: snapshot).user == "1002", "a UID with no passwd entry shows as its number")
        #expect(try process(3150, in: snapshot).stat.state == .waitingForDisk)
        #expect(try process(2, in: snapshot).residentBytes == 0, "kernel threads have no VmRSS")
        #expect(snapshot.cpu?.cores.count == 4)
        // Unwrapped first, as in `SystemMonitorModelTests`: a nil would crash the run.
        #expect(try #require(snapshot.memory).total == 16_303_592 * 1024)
        #expect(snapshot.network.map(\.interface) == ["lo", "enp3s0", "wlp2s0", "docker0"])
    }

    @Test func aNameTheKernelCutIsCompletedFromTheCommandLineWhenItMatches() throws {
        let snapshot = MonitorFixtures.reader().snapshot()
        #expect(try process(2311, in: snapshot).name == "gnome-terminal-server")
        // Firefox's content process names itself: its command line is firefox's, which does not start with it.
        #expect(try process(2101, in: snapshot).name == "Isolated Web Co")
        #expect(try process(15, in: snapshot).name == "kworker/0:1-events")
    }

    @Test func detailsGiveTheCommandLineEnvironmentAndOpenFiles() throws {
        let details = MonitorFixtures.reader().details(of: 2044)
        #expect(try details.commandLine.get() == ["/usr/lib/firefox/firefox"])
        #expect(try details.environment.get().contains("MOZ_ENABLE_WAYLAND=1"))
        let files = try details.openFiles.get()
        #expect(files.map(\.descriptor) == [0, 1, 2, 33, 40])
        #expect(files.last?.target == "socket:[40412]")
        let kernel = MonitorFixtures.reader().details(of: 2)
        #expect(try kernel.commandLine.get().isEmpty)
        #expect(try kernel.openFiles.get().isEmpty)
    }

    @Test func detailsOfAProcessThatEndedSaySo() {
        let details = MonitorFixtures.reader().details(of: 99_999)
        #expect(details.commandLine == .failure(.vanished))
        #expect(details.environment == .failure(.vanished))
        #expect(details.openFiles == .failure(.vanished))
    }

    @Test func fileSystemsLeaveOutPseudoOnesAndShowRefusals() throws {
        let systems = MonitorFixtures.reader().fileSystems()
        let points = systems.map(\.mount.mountPoint)
        #expect(!points.contains("/proc") && !points.contains("/sys"), "size-0 file systems are left out")
        #expect(points.filter { $0 == "/home" }.count == 1, "a place mounted twice shows once")
        #expect(points.contains("/media/ada/USB Stick"))
        let archive = try #require(systems.first { $0.mount.mountPoint == "/mnt/archive" })
        #expect(archive.usage == .failure(.permissionDenied))
        let root = try #require(systems.first { $0.mount.mountPoint == "/" })
        #expect(root.mount.device == "/dev/nvme0n1p2" && root.mount.type == "ext4")
        let usage = try root.usage.get()
        #expect(usage.used == 502_392_610_816 - 151_833_907_200)
        #expect(abs(usage.fractionUsed - 0.7352) < 0.001, "used over used plus available, as df")
    }

    @Test func aProcessVanishingMidReadIsLeftOutQuietly() throws {
        let copy = try MonitorFixtures.scratchCopy()
        defer { try? FileManager.default.removeItem(at: copy) }
        // The folder was listed, but the process ended before its files were read.
        try FileManager.default.removeItem(at: copy.appendingPathComponent("2044/stat"))
        try FileManager.default.removeItem(at: copy.appendingPathComponent("2101/status"))
        let snapshot = ProcReader(root: copy.path, passwd: MonitorFixtures.passwd, pageSize: 4096).snapshot()
        #expect(snapshot.problems.isEmpty, "\(snapshot.problems)")
        #expect(!snapshot.processes.contains { $0.stat.pid == 2044 })
        #expect(!snapshot.processes.contains { $0.stat.pid == 2101 })
        #expect(snapshot.processes.count == 19)
    }

    @Test func brokenFilesAreReportedAndTheRestStillRead() throws {
        let copy = try MonitorFixtures.scratchCopy()
        defer { try? FileManager.default.removeItem(at: copy) }
        try "garbage".write(to: copy.appendingPathComponent("733/stat"), atomically: true, encoding: .utf8)
        // A status that cannot be read (here a folder, so read(2) fails) keeps the row, with the user unknown.
        try FileManager.default.removeItem(at: copy.appendingPathComponent("901/status"))
        try FileManager.default.createDirectory(at: copy.appendingPathComponent("901/status"), withIntermediateDirectories: false)
        try FileManager.default.removeItem(at: copy.appendingPathComponent("meminfo"))
        let snapshot = ProcReader(root: copy.path, passwd: MonitorFixtures.passwd, pageSize: 4096).snapshot()
        #expect(snapshot.problems.contains("Could not read process 733: unexpected contents (no “pid (command)” at the start of stat)."),
                "\(snapshot.problems)")
        #expect(snapshot.problems.contains("Could not read /proc/meminfo: no such file."), "\(snapshot.problems)")
        #expect(snapshot.memory == nil)
        #expect(snapshot.cpu != nil)
        let sshd = try process(901, in: snapshot)
        #expect(sshd.user == "?" && sshd.name == "sshd")
        #expect(snapshot.processes.count == 20)
    }

    @Test func aKnownProcessKeepsItsUserForAFewSnapshotsThenStatusIsReadAgain() throws {
        let copy = try MonitorFixtures.scratchCopy()
        defer { try? FileManager.default.removeItem(at: copy) }
        let reader = ProcReader(root: copy.path, passwd: MonitorFixtures.passwd, pageSize: 4096)
        var snapshot = reader.snapshot()
        // firefox drops to another user: status says so, stat does not.
        let status = copy.appendingPathComponent("2044/status")
        let text = try String(contentsOf: status, encoding: .utf8)
        try text.replacingOccurrences(of: "Uid:\t1000\t1000\t1000\t1000", with: "Uid:\t1001\t1001\t1001\t1001")
            .write(to: status, atomically: true, encoding: .utf8)
        for _ in 1..<ProcReader.statusInterval {
            snapshot = reader.snapshot(after: snapshot)
            #expect(try process(2044, in: snapshot).user == "ada")
        }
        snapshot = reader.snapshot(after: snapshot)
        #expect(try process(2044, in: snapshot).user == "grace", "status is read again after \(ProcReader.statusInterval) snapshots")
        // An exec changes the name in stat: the user is read at once.
        let stat = copy.appendingPathComponent("2330/stat")
        try String(contentsOf: stat, encoding: .utf8).replacingOccurrences(of: "(bash)", with: "(sudo)")
            .write(to: stat, atomically: true, encoding: .utf8)
        try String(contentsOf: copy.appendingPathComponent("2330/status"), encoding: .utf8)
            .replacingOccurrences(of: "Uid:\t1000\t1000\t1000\t1000", with: "Uid:\t1000\t0\t0\t0")
            .write(to: copy.appendingPathComponent("2330/status"), atomically: true, encoding: .utf8)
        snapshot = reader.snapshot(after: snapshot)
        #expect(try process(2330, in: snapshot).user == "root")
        #expect(try process(2330, in: snapshot).name == "sudo")
    }

    @Test func residentMemoryComesFromStatInPages() throws {
        let snapshot = ProcReader(root: MonitorFixtures.procA, passwd: MonitorFixtures.passwd, pageSize: 16_384).snapshot()
        #expect(try process(2044, in: snapshot).residentBytes == 183_782 * 16_384)
    }

    @Test func aMissingTreeIsAProblemNotACrash() {
        let snapshot = ProcReader(root: "/nonexistent/proc", passwd: "/nonexistent/passwd").snapshot()
        #expect(snapshot.processes.isEmpty)
        #expect(snapshot.cpu == nil && snapshot.memory == nil)
        #expect(snapshot.problems.count == 4, "\(snapshot.problems)")
    }

    @Test func theLiveSystemReadsWithoutProblems() throws {
        let snapshot = ProcReader().snapshot()
        #expect(snapshot.problems.isEmpty, "\(snapshot.problems)")
        let me = try #require(snapshot.processes.first { $0.stat.pid == getpid() })
        #expect(me.residentBytes > 0)
        #expect(snapshot.cpu.map { $0.cores.count > 0 } == true)
    }
}
