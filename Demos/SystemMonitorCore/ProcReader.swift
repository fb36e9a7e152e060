import Foundation

/// Reads a snapshot of the system from a /proc tree.
///
/// The tree is /proc on a live system; tests point it at saved copies. No
/// program is started: every number comes from a file or a system call.
public struct ProcReader: SystemReading {
    /// The folder that stands for /proc.
    public let root: String
    private let users: UserNames
    private let pageSize: UInt64
    private let usage: @Sendable (String) -> Result<FileSystemUsage, ProcReadError>
    /// How many snapshots a process's user is taken from the one before before status is read again.
    /// A program that drops its privileges after starting shows its new user within this many refreshes.
    public static let statusInterval = 10

    /// A reader of the tree at `root`, naming users from the passwd file at `passwd`, with
    /// memory pages of `pageSize` bytes. `usage` answers statvfs for a mount point; tests give saved answers.
    public init(root: String = "/proc", passwd: String = "/etc/passwd", pageSize: UInt64 = UInt64(sysconf(Int32(_SC_PAGESIZE))),
                usage: @escaping @Sendable (String) -> Result<FileSystemUsage, ProcReadError> = { path in
                    Result { () throws(ProcReadError) in try FileSystemUsage.of(mountPoint: path) }
                }) {
        self.root = root
        users = UserNames(passwdAt: passwd)
        self.pageSize = pageSize
        self.usage = usage
    }

    /// Reads the counters of this moment; a process `previous` knew keeps its user and name for a few snapshots.
    public func snapshot(after previous: SystemSnapshot?) -> SystemSnapshot {
        var problems: [String] = []
        func read<T>(_ file: String, _ parse: (String) throws(ProcReadError) -> T) -> T? {
            do throws(ProcReadError) {
                return try parse(try ProcFile.text(at: "\(root)/\(file)"))
            } catch {
                // For a file of the system rather than of a process, gone means it was never there.
                problems.append("Could not read /proc/\(file): \(error == .vanished ? "no such file" : error.description).")
                return nil
            }
        }
        let cpu = read("stat") { text throws(ProcReadError) in try CPUStatistics(parsing: text) }
        let memory = read("meminfo") { text throws(ProcReadError) in try MemoryInfo(parsing: text) }
        let network = read("net/dev") { text throws(ProcReadError) in try NetworkCounters.parse(text) } ?? []
        var processes: [ProcessSample] = []
        var known: [Int32: ProcessSample] = [:]
        for sample in previous?.processes ?? [] { known[sample.stat.pid] = sample }
        do throws(ProcReadError) {
            for entry in try ProcFile.entries(at: root) {
                guard let pid = Int32(entry) else { continue }
                do throws(ProcReadError) {
                    processes.append(try process(pid, known: known[pid]))
                } catch .vanished {
                    // Ended between listing /proc and reading it: not a problem, just gone.
                } catch {
                    problems.append("Could not read process \(pid): \(error).")
                }
            }
        } catch {
            problems.append("Could not list the processes in \(root): \(error).")
        }
        processes.sort { $0.stat.pid < $1.stat.pid }
        return SystemSnapshot(cpu: cpu, memory: memory, network: network, processes: processes, problems: problems)
    }

    /// One process; a status that is closed to us still gives a row, with the user unknown.
    ///
    /// Memory comes from stat. The user comes from status, which the kernel
    /// takes longer to write than stat; a process seen before under the same
    /// start time and name (an exec changes the name) keeps its user and name
    /// for a few snapshots instead.
    func process(_ pid: Int32, known: ProcessSample? = nil) throws(ProcReadError) -> ProcessSample {
        let folder = "\(root)/\(pid)"
        let stat = try ProcessStat(bytes: try ProcFile.bytes(at: "\(folder)/stat"))
        let resident = stat.residentPages * pageSize
        if let known, known.stat.startTicks == stat.startTicks, known.stat.command == stat.command,
           known.snapshotsSinceStatus + 1 < Self.statusInterval {
            return ProcessSample(stat: stat, name: known.name, user: known.user, residentBytes: resident,
                                 snapshotsSinceStatus: known.snapshotsSinceStatus + 1)
        }
        var user = "?"
        do throws(ProcReadError) {
            let status = try ProcessStatus(bytes: try ProcFile.bytes(at: "\(folder)/status"))
            user = users.name(of: status.userID)
        } catch .vanished {
            throw .vanished
        } catch {
            // Keep the row: what stat said is still true.
        }
        return ProcessSample(stat: stat, name: fullName(of: stat, in: folder), user: user, residentBytes: resident)
    }

    /// The kernel keeps 15 bytes of a program's name; a longer one is completed from its command line.
    private func fullName(of stat: ProcessStat, in folder: String) -> String {
        guard stat.command.utf8.count >= 15, let arguments = try? ProcFile.strings(at: "\(folder)/cmdline"),
              let program = arguments.first else { return stat.command }
        // Some programs rewrite argv[0] into a whole line ("sshd: ada [priv]"); keep its first word.
        let base = (program.split(separator: " ").first.map(String.init) ?? program).split(separator: "/").last.map(String.init) ?? program
        return base.hasPrefix(stat.command) ? base : stat.command
    }

    /// Reads the command line, environment and open files of `pid`, each on its own.
    public func details(of pid: Int32) -> ProcessDetails {
        let folder = "\(root)/\(pid)"
        return ProcessDetails(
            pid: pid,
            commandLine: Result { () throws(ProcReadError) in try ProcFile.strings(at: "\(folder)/cmdline") },
            environment: Result { () throws(ProcReadError) in try ProcFile.strings(at: "\(folder)/environ") },
            openFiles: Result { () throws(ProcReadError) in try openFiles(in: "\(folder)/fd") })
    }

    private func openFiles(in folder: String) throws(ProcReadError) -> [OpenFile] {
        var files: [OpenFile] = []
        for entry in try ProcFile.entries(at: folder) {
            guard let descriptor = Int(entry) else { continue }
            do throws(ProcReadError) {
                files.append(OpenFile(descriptor: descriptor, target: try ProcFile.linkTarget(at: "\(folder)/\(entry)")))
            } catch .vanished {
                // Closed since the listing.
            }
        }
        return files.sorted { $0.descriptor < $1.descriptor }
    }

    /// Reads /proc/mounts and asks statvfs about each mount point.
    public func fileSystems() -> [MountedFileSystem] {
        let mounts = MountEntry.parse((try? ProcFile.text(at: "\(root)/mounts")) ?? "")
        var seen: Set<String> = []
        // A place mounted twice shows once, as df shows it: the later mount hides the earlier.
        return mounts.reversed().compactMap { mount -> MountedFileSystem? in
            guard seen.insert(mount.mountPoint).inserted else { return nil }
            let usage = usage(mount.mountPoint)
            if case .success(let value) = usage, value.total == 0 { return nil }
            return MountedFileSystem(mount: mount, usage: usage)
        }.reversed()
    }
}
