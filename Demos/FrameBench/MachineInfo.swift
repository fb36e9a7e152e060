import Foundation

/// What the numbers were measured on. Timings are only compared as ratios
/// within one run, but a reader still needs to know the machine.
struct MachineInfo: Codable, Sendable {
    var uname: String
    var cpuModel: String
    var logicalCPUs: Int
    var memoryGiB: Double
    var rendererName: String
    var videoDriver: String
    var sdlVersion: String
    var fontFile: String
    var gitCommit: String?

    @MainActor
    static func gather(rendererName: String, fontFile: String, sdlVersion: String, videoDriver: String) -> MachineInfo {
        MachineInfo(uname: Shell.output("uname", ["-a"]) ?? "unknown",
                    cpuModel: cpuModel() ?? "unknown",
                    logicalCPUs: ProcessInfo.processInfo.activeProcessorCount,
                    memoryGiB: Double(ProcessInfo.processInfo.physicalMemory) / 1_073_741_824,
                    rendererName: rendererName,
                    videoDriver: videoDriver,
                    sdlVersion: sdlVersion,
                    fontFile: fontFile,
                    gitCommit: Shell.output("git", ["rev-parse", "--short", "HEAD"]))
    }

    private static func cpuModel() -> String? {
        guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("model name") {
            return line.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) }
        }
        return nil
    }
}

/// Runs a helper program once and returns what it printed.
enum Shell {
    static func output(_ program: String, _ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text
    }
}

/// Memory and CPU time of this process.
enum ProcessUsage {
    /// Resident memory in bytes, from `/proc/self/statm`.
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// User plus system CPU seconds used so far, from `getrusage`.
    static func cpuSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
}
