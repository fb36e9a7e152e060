#!/usr/bin/env python3
"""Writes the system monitor's saved /proc trees.

The files follow the kernel's formats byte for byte (status and stat lines were
copied from a live Linux 6.x system and their values changed); the processes,
users and numbers are made up so that the tests and golden images stay the
same on every machine. Run it from this folder after changing it:

    python3 make-fixtures.py

proc-a and proc-b are two snapshots one second apart (100 clock ticks per CPU
on four CPUs). resources/00 … resources/30 are thirty-one snapshots two seconds
apart of the files the Resources page reads. statvfs.txt stands for statvfs(3)
per mount point.
"""
import math, os, shutil

HERE = os.path.dirname(os.path.abspath(__file__))
CORES = 4

# pid, comm, state a, state b, ppid, uid, threads, rss kB, ticks a, ticks b (utime+stime split 3:1),
# start ticks, cmdline, environ, fds
USER_ENV = ["HOME=/home/ada", "USER=ada", "LANG=en_GB.UTF-8", "PATH=/usr/local/bin:/usr/bin:/bin",
            "XDG_SESSION_TYPE=wayland", "SHELL=/bin/bash"]
PROCESSES = [
    (1, "systemd", "S", "S", 0, 0, 1, 12844, 512, 512, 2, ["/sbin/init", "splash"], ["HOME=/", "TERM=linux"],
     {0: "/dev/null", 1: "/dev/null", 2: "/dev/null", 3: "anon_inode:[timerfd]", 4: "socket:[15021]"}),
    (2, "kthreadd", "S", "S", 0, 0, 1, 0, 3, 3, 2, [], [], {}),
    (3, "rcu_gp", "I", "I", 2, 0, 1, 0, 0, 0, 2, [], [], {}),
    (15, "kworker/0:1-events", "I", "I", 2, 0, 1, 0, 90, 91, 4, [], [], {}),
    (412, "systemd-journal", "S", "S", 1, 0, 1, 18220, 340, 340, 311, ["/usr/lib/systemd/systemd-journald"],
     ["LANG=C.UTF-8"], {0: "/dev/null", 1: "socket:[16002]", 2: "socket:[16002]", 3: "/var/log/journal/system.journal"}),
    (688, "dbus-daemon", "S", "S", 1, 101, 1, 5120, 120, 121, 402,
     ["@dbus-daemon", "--system", "--address=systemd:", "--nofork", "--nopidfile", "--systemd-activation"],
     ["LANG=C.UTF-8"], {0: "/dev/null", 3: "socket:[17510]"}),
    (733, "NetworkManager", "S", "S", 1, 0, 3, 21432, 260, 260, 455, ["/usr/sbin/NetworkManager", "--no-daemon"],
     ["LANG=C.UTF-8"], {0: "/dev/null", 3: "socket:[18001]", 4: "socket:[18002]"}),
    (901, "sshd", "S", "S", 1, 0, 1, 8064, 14, 14, 520, ["sshd: /usr/sbin/sshd -D [listener] 0 of 10-100 startups"],
     ["LANG=C.UTF-8"], {0: "/dev/null", 3: "socket:[19700]"}),
    (1204, "gnome-shell", "S", "R", 1190, 1000, 22, 318240, 48210, 48218, 1604, ["/usr/bin/gnome-shell"], USER_ENV,
     {0: "/dev/null", 1: "socket:[30011]", 2: "socket:[30011]", 3: "anon_inode:[eventfd]", 12: "/dev/dri/card0"}),
    (1290, "pipewire", "S", "S", 1190, 1000, 3, 18704, 930, 931, 1650, ["/usr/bin/pipewire"], USER_ENV,
     {0: "/dev/null", 3: "socket:[31020]", 9: "/dev/snd/pcmC0D0p"}),
    (2044, "firefox", "S", "S", 1204, 1000, 96, 735128, 120400, 120423, 2210, ["/usr/lib/firefox/firefox"],
     USER_ENV + ["MOZ_ENABLE_WAYLAND=1"],
     {0: "/dev/null", 1: "/home/ada/.xsession-errors", 2: "/home/ada/.xsession-errors",
      33: "/home/ada/.mozilla/firefox/ab12.default/places.sqlite", 40: "socket:[40412]"}),
    (2101, "Isolated Web Co", "S", "S", 2044, 1000, 28, 201344, 30100, 30106, 2260,
     ["/usr/lib/firefox/firefox", "-contentproc", "-childID", "3", "-isForBrowser", "tab"], USER_ENV, {0: "/dev/null"}),
    (2311, "gnome-terminal-", "S", "S", 1190, 1000, 5, 61440, 2200, 2201, 2900,
     ["/usr/libexec/gnome-terminal-server"], USER_ENV, {0: "/dev/null", 3: "/dev/ptmx"}),
    (2330, "bash", "S", "S", 2311, 1000, 1, 5376, 40, 40, 2950, ["bash"], USER_ENV + ["TERM=xterm-256color", "OLDPWD=/home/ada"],
     {0: "/dev/pts/0", 1: "/dev/pts/0", 2: "/dev/pts/0", 255: "/dev/pts/0"}),
    (2987, "make", "S", "S", 2330, 1000, 1, 4096, 12, 12, 9811, ["make", "-j4"], USER_ENV + ["MAKEFLAGS=-j4"],
     {0: "/dev/pts/0", 1: "/dev/pts/0", 2: "/dev/pts/0"}),
    (2991, "cc1", "R", "R", 2987, 1000, 1, 184320, 640, 737, 9990, ["/usr/lib/gcc/x86_64-linux-gnu/12/cc1", "-quiet", "kernel.c"],
     USER_ENV, {0: "/dev/pts/0", 1: "pipe:[52001]", 3: "/home/ada/src/kernel.c"}),
    (3120, "sleep", "S", None, 2330, 1001, 1, 1792, 0, 0, 10500, ["sleep", "600"], ["HOME=/home/grace", "USER=grace"],
     {0: "/dev/pts/1", 1: "/dev/pts/1", 2: "/dev/pts/1"}),
    (3150, "python3", "D", "D", 2330, 1002, 2, 48200, 350, 352, 10620, ["python3", "backup.py", "--to", "/media/ada/USB Stick"],
     ["HOME=/home/sam", "USER=sam"], {0: "/dev/null", 3: "/media/ada/USB Stick/backup.tar"}),
    (3200, "(sd-pam)", "S", "S", 1180, 1000, 1, 3328, 0, 0, 1590, ["(sd-pam)"], [], {}),
    (3301, "tmux: server", "S", "S", 1, 1000, 1, 4480, 77, 77, 8030, ["tmux"], USER_ENV, {0: "/dev/null", 5: "socket:[61010]"}),
    (3400, "defunct", "Z", None, 2330, 1000, 1, 0, 5, 5, 10700, [], [], {}),
]
# Appear only in proc-b: a new process, and PID 3400 taken by another program after the zombie was reaped.
NEW_IN_B = [
    (3500, "cat", None, "S", 2330, 1000, 1, 1664, 0, 0, 10790, ["cat"], USER_ENV, {0: "/dev/pts/0"}),
    (3400, "less", None, "S", 2330, 1000, 1, 2560, 0, 2, 10795, ["less", "README"], USER_ENV, {0: "/dev/pts/0"}),
]

STATUS = """Name:\t{name}
Umask:\t0022
State:\t{state} ({state_word})
Tgid:\t{pid}
Ngid:\t0
Pid:\t{pid}
PPid:\t{ppid}
TracerPid:\t0
Uid:\t{uid}\t{uid}\t{uid}\t{uid}
Gid:\t{uid}\t{uid}\t{uid}\t{uid}
FDSize:\t64
Groups:\t{uid}
NStgid:\t{pid}
NSpid:\t{pid}
NSpgid:\t{pid}
NSsid:\t{pid}
Kthread:\t{kthread}
{vm}Threads:\t{threads}
SigQ:\t0/62811
SigPnd:\t0000000000000000
ShdPnd:\t0000000000000000
SigBlk:\t0000000000000000
SigIgn:\t0000000000001000
SigCgt:\t0000000000000000
CapInh:\t0000000000000000
CapPrm:\t0000000000000000
CapEff:\t0000000000000000
CapBnd:\t000001ffffffffff
CapAmb:\t0000000000000000
NoNewPrivs:\t0
Seccomp:\t0
Seccomp_filters:\t0
Speculation_Store_Bypass:\tthread vulnerable
SpeculationIndirectBranch:\tconditional enabled
Cpus_allowed:\tf
Cpus_allowed_list:\t0-3
Mems_allowed:\t00000000,00000001
Mems_allowed_list:\t0
voluntary_ctxt_switches:\t1510
nonvoluntary_ctxt_switches:\t12
"""
VM = """VmPeak:\t{peak:>8} kB
VmSize:\t{peak:>8} kB
VmLck:\t       0 kB
VmPin:\t       0 kB
VmHWM:\t{rss:>8} kB
VmRSS:\t{rss:>8} kB
RssAnon:\t{anon:>8} kB
RssFile:\t{file:>8} kB
RssShmem:\t       0 kB
VmData:\t{anon:>8} kB
VmStk:\t     132 kB
VmExe:\t      20 kB
VmLib:\t    1528 kB
VmPTE:\t      48 kB
VmSwap:\t       0 kB
HugetlbPages:\t       0 kB
CoreDumping:\t0
THP_enabled:\t1
untag_mask:\t0xffffffffffffffff
"""
STATE_WORDS = {"R": "running", "S": "sleeping", "D": "disk sleep", "Z": "zombie", "I": "idle", "T": "stopped"}


def write(path, text, binary=False):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(text if binary else text.encode())


def stat_line(pid, comm, state, ppid, threads, rss_kb, ticks, start):
    utime, stime = ticks - ticks // 4, ticks // 4
    fields = [state, ppid, ppid, ppid, 0, -1, 4194304, 1200, 0, 3, 0, utime, stime, 0, 0, 20, 0, threads, 0, start,
              rss_kb * 1024 * 3, rss_kb // 4] + [0] * 29
    return f"{pid} ({comm}) " + " ".join(str(f) for f in fields) + "\n"


def write_process(root, entry, snapshot):
    pid, comm, state_a, state_b, ppid, uid, threads, rss, ticks_a, ticks_b, start, cmdline, environ, fds = entry
    state = state_a if snapshot == "a" else state_b
    ticks = ticks_a if snapshot == "a" else ticks_b
    folder = os.path.join(root, str(pid))
    kernel = ppid in (0, 2) and pid != 1
    write(os.path.join(folder, "stat"), stat_line(pid, comm, state, ppid, threads, rss, ticks, start))
    vm = "" if kernel or state == "Z" else VM.format(peak=rss * 3, rss=rss, anon=rss * 2 // 3, file=rss - rss * 2 // 3)
    write(os.path.join(folder, "status"), STATUS.format(name=comm, state=state, state_word=STATE_WORDS[state], pid=pid,
                                                        ppid=ppid, uid=uid, kthread=1 if kernel else 0, vm=vm,
                                                        threads=threads))
    write(os.path.join(folder, "cmdline"), b"".join(a.encode() + b"\0" for a in cmdline), binary=True)
    write(os.path.join(folder, "environ"), b"".join(e.encode() + b"\0" for e in environ), binary=True)
    os.makedirs(os.path.join(folder, "fd"), exist_ok=True)
    if not fds:
        # Git keeps no empty folders; the reader skips names that are not numbers.
        write(os.path.join(folder, "fd", ".keep"), "")
    for fd, target in fds.items():
        os.symlink(target, os.path.join(folder, "fd", str(fd)))


def cpu_stat(cores):
    """cores: list of (user, system, idle, iowait) ticks."""
    def line(name, t, softirq):
        return f"{name} {t[0]} 0 {t[1]} {t[2]} {t[3]} 0 {softirq} 0 0 0\n"
    total = [sum(c[i] for c in cores) for i in range(4)]
    # As the kernel does, the first line is the sum of the others, field by field.
    text = line("cpu ", total, sum(c[1] // 20 for c in cores))
    for i, c in enumerate(cores):
        text += line(f"cpu{i}", c, c[1] // 20)
    return text + "intr 1840233 0 9 0 0 0 0 0 0 0 0\nctxt 4120331\nbtime 1764000000\nprocesses 10801\nprocs_running 2\nprocs_blocked 1\nsoftirq 901122 0 1 2 3 4 5 6 7 8 9\n"


def meminfo(total_kb, available_kb, swap_total_kb, swap_free_kb):
    free = available_kb - 2_100_000
    lines = [("MemTotal", total_kb), ("MemFree", free), ("MemAvailable", available_kb), ("Buffers", 212_400),
             ("Cached", 1_887_600), ("SwapCached", 1_024), ("Active", 5_120_000), ("Inactive", 2_630_000),
             ("SwapTotal", swap_total_kb), ("SwapFree", swap_free_kb), ("Dirty", 412), ("Shmem", 310_000)]
    return "".join(f"{name + ':':<16}{value:>8} kB\n" for name, value in lines)


def net_dev(counters):
    text = ("Inter-|   Receive                                                |  Transmit\n"
            " face |bytes    packets errs drop fifo frame compressed multicast|bytes    packets errs drop fifo colls carrier compressed\n")
    for name, rx, tx in counters:
        text += f"{name:>6}: {rx:>8} {rx // 900:>7}    0    0    0     0          0         0 {tx:>8} {tx // 700:>7}    0    0    0     0       0          0\n"
    return text


def write_snapshot(root, cores, memory, network):
    write(os.path.join(root, "stat"), cpu_stat(cores))
    write(os.path.join(root, "meminfo"), meminfo(*memory))
    write(os.path.join(root, "net", "dev"), net_dev(network))


MOUNTS = """sysfs /sys sysfs rw,nosuid,nodev,noexec,relatime 0 0
proc /proc proc rw,nosuid,nodev,noexec,relatime 0 0
udev /dev devtmpfs rw,nosuid,relatime,size=8123456k,nr_inodes=2030864,mode=755,inode64 0 0
tmpfs /run tmpfs rw,nosuid,nodev,noexec,relatime,size=1638400k,mode=755,inode64 0 0
/dev/nvme0n1p2 / ext4 rw,relatime,errors=remount-ro 0 0
/dev/nvme0n1p1 /boot/efi vfat rw,relatime,fmask=0077,dmask=0077,codepage=437,iocharset=iso8859-1 0 0
/dev/nvme0n1p3 /home ext4 rw,relatime 0 0
tmpfs /run/user/1000 tmpfs rw,nosuid,nodev,relatime,size=1638400k,nr_inodes=409600,mode=700,uid=1000,gid=1000,inode64 0 0
/dev/sda1 /media/ada/USB\\040Stick vfat rw,nosuid,nodev,relatime,uid=1000,gid=1000 0 0
server:/export /mnt/archive nfs4 rw,relatime,vers=4.2 0 0
/dev/nvme0n1p3 /home ext4 rw,relatime 0 0
"""
STATVFS = """# mount point<TAB>total bytes<TAB>free bytes<TAB>available bytes, or an errno name
/sys\t0\t0\t0
/proc\t0\t0\t0
/dev\t8318418944\t8318418944\t8318418944
/run\t1677721600\t1675624448\t1675624448
/\t502392610816\t151833907200\t126244290560
/boot/efi\t535805952\t529268736\t529268736
/home\t1967397093376\t412316860416\t312316860416
/run/user/1000\t1677721600\t1677504512\t1677504512
/media/ada/USB Stick\t31004295168\t1240171806\t1240171806
/mnt/archive\tEACCES
"""
PASSWD = """root:x:0:0:root:/root:/bin/bash
daemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin
messagebus:x:101:101::/nonexistent:/usr/sbin/nologin
ada:x:1000:1000:Ada Lovelace,,,:/home/ada:/bin/bash
grace:x:1001:1001:Grace Hopper,,,:/home/grace:/bin/bash
"""


def main():
    for name in ["proc-a", "proc-b", "resources"]:
        shutil.rmtree(os.path.join(HERE, name), ignore_errors=True)
    base = [(52_000, 8_100, 310_000, 2_300), (50_500, 7_900, 313_000, 2_100), (61_000, 9_000, 300_500, 1_900),
            (47_200, 6_600, 318_000, 2_500)]
    # One second later: per core (user, system, idle, iowait) added, 100 ticks each.
    steps = [(38, 9, 52, 1), (22, 6, 71, 1), (81, 11, 8, 0), (12, 4, 83, 1)]
    later = [tuple(b + s for b, s in zip(core, step)) for core, step in zip(base, steps)]
    memory_a = (16_303_592, 9_812_340, 2_097_148, 1_772_500)
    memory_b = (16_303_592, 9_790_116, 2_097_148, 1_772_500)
    net_a = [("lo", 8_301_224, 8_301_224), ("enp3s0", 1_912_344_120, 88_210_554), ("wlp2s0", 40_112_300, 5_120_880),
             ("docker0", 0, 0)]
    net_b = [("lo", 8_309_420, 8_309_420), ("enp3s0", 1_913_541_002, 88_298_112), ("wlp2s0", 40_131_700, 5_122_980),
             ("docker0", 0, 0)]
    for snapshot, cores, memory, net in [("a", base, memory_a, net_a), ("b", later, memory_b, net_b)]:
        root = os.path.join(HERE, f"proc-{snapshot}")
        write_snapshot(root, cores, memory, net)
        write(os.path.join(root, "mounts"), MOUNTS)
        entries = PROCESSES + (NEW_IN_B if snapshot == "b" else [])
        for entry in entries:
            state = entry[2] if snapshot == "a" else entry[3]
            if state is not None:
                write_process(root, entry, snapshot)
    # Thirty-one snapshots two seconds apart: a build that loads two CPUs, a download, memory creeping up.
    ticks = [list(core) for core in base]
    rx, tx, wrx, wtx = 1_912_344_120, 88_210_554, 40_112_300, 5_120_880
    for step in range(31):
        root = os.path.join(HERE, "resources", f"{step:02d}")
        for index, core in enumerate(ticks):
            load = 0.5 + 0.45 * math.sin(step / 4 + index * 1.3) if index < 2 else 0.08 + 0.06 * math.sin(step / 2 + index)
            busy = int(200 * load)
            core[0] += busy - busy // 5
            core[1] += busy // 5
            core[2] += 200 - busy - 1
            core[3] += 1
        used = 6_400_000 + step * 40_000 + int(90_000 * math.sin(step / 3))
        download = int(1_500_000 * max(0, math.sin(step / 5))) + 40_000
        rx += download * 2
        tx += download // 12 * 2
        wrx += 30_000 * 2
        wtx += 9_000 * 2
        write_snapshot(root, [tuple(c) for c in ticks], (16_303_592, 16_303_592 - used, 2_097_148, 1_772_500 - step * 1_000),
                       [("lo", 8_301_224, 8_301_224), ("enp3s0", rx, tx), ("wlp2s0", wrx, wtx), ("docker0", 0, 0)])
    write(os.path.join(HERE, "statvfs.txt"), STATVFS)
    write(os.path.join(HERE, "passwd"), PASSWD)


if __name__ == "__main__":
    main()
