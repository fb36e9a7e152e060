import Foundation
import SystemMonitorCore

/// With `SYSTEM_MONITOR_MEASURE=N`, the app measures itself as the README's
/// figures were taken: after five seconds to settle, it reads its own
/// /proc/self/stat and status, again N seconds later, and prints the share of
/// one CPU it used in between and its resident memory.
enum SelfMeasurement {
    static func startIfAsked() {
        guard let text = ProcessInfo.processInfo.environment["SYSTEM_MONITOR_MEASURE"], let seconds = Double(text), seconds > 0 else {
            return
        }
        Task.detached {
            try? await Task.sleep(for: .seconds(5))
            guard let start = Reading.now() else { return print("system-monitor: could not read /proc/self") }
            print(String(format: "system-monitor: measuring from %.3f s of uptime", start.uptime))
            // Written to a file or pipe, output is buffered: the measuring script waits for these lines.
            fflush(nil)
            try? await Task.sleep(for: .seconds(seconds))
            guard let end = Reading.now() else { return print("system-monitor: could not read /proc/self") }
            let ticks = Double(sysconf(Int32(_SC_CLK_TCK)))
            let busy = Double(end.ticks - start.ticks) / ticks
            let wall = end.uptime - start.uptime
            print(String(format: "system-monitor: over %.1f s: %.2f%% of one CPU, resident %.1f MB (peak %.1f MB), %d threads",
                         wall, busy / wall * 100, Double(end.resident) / 1_048_576, Double(end.peakResident) / 1_048_576,
                         end.threads))
            fflush(nil)
        }
    }

    private struct Reading {
        let uptime: Double
        let ticks: UInt64
        let resident: UInt64
        let peakResident: UInt64
        let threads: Int

        static func now() -> Reading? {
            var clock = timespec()
            clock_gettime(CLOCK_MONOTONIC, &clock)
            guard let statText = try? ProcFile.text(at: "/proc/self/stat"), let stat = try? ProcessStat(parsing: statText),
                  let status = try? ProcFile.text(at: "/proc/self/status") else { return nil }
            func kilobytes(_ key: String) -> UInt64 {
                let line = status.split(separator: "\n").first { $0.hasPrefix(key + ":") }
                return (line?.split(separator: " ").dropFirst().first.flatMap { UInt64($0) } ?? 0) * 1024
            }
            return Reading(uptime: Double(clock.tv_sec) + Double(clock.tv_nsec) / 1e9, ticks: stat.userTicks + stat.systemTicks,
                           resident: kilobytes("VmRSS"), peakResident: kilobytes("VmHWM"), threads: stat.threads)
        }
    }
}
