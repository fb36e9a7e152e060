/// One running program, as the process table lists it.
struct ProcessEntry: Identifiable, Hashable {
    var id: Int { pid }
    let pid: Int
    let name: String
    let user: String
    /// Percent of one CPU.
    let cpu: Double
    /// Resident memory in megabytes.
    let memory: Int

    private static let programs = [
        "systemd", "kworker", "bash", "firefox", "gnome-shell", "pipewire", "sshd", "wireplumber", "make", "swift-build",
        "clang", "python3", "node", "postgres", "nginx", "dbus-daemon", "containerd", "journald", "cupsd", "vim",
    ]
    private static let users = ["root", "ada", "grace", "linus"]

    /// 300 processes in PID order, the same on every run: a small generator stands in for /proc.
    static let sample: [ProcessEntry] = {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        return (0..<300).map { index in
            ProcessEntry(pid: 1 + index * 7 + next(7), name: programs[next(programs.count)],
                         user: users[next(users.count)], cpu: Double(next(1_000)) / 10, memory: 2 + next(3_000))
        }
    }()
}
