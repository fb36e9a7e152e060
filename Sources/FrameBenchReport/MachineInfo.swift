import Foundation

/// What the numbers were measured on. Timings are only compared as ratios
/// within one run, but a reader still needs to know the machine.
public struct MachineInfo: Codable, Sendable {
    /// `uname -a`.
    public var uname: String
    /// The CPU's model name from `/proc/cpuinfo`.
    public var cpuModel: String
    /// CPUs the process may use.
    public var logicalCPUs: Int
    /// RAM, in GiB.
    public var memoryGiB: Double
    /// The SDL renderer, such as `software`.
    public var rendererName: String
    /// SDL's video driver, such as `x11` or `dummy`.
    public var videoDriver: String
    /// SDL's version.
    public var sdlVersion: String
    /// The font file text was drawn with.
    public var fontFile: String
    /// The commit measured, where the working folder is a git checkout.
    public var gitCommit: String?

    /// Gathers the facts of this machine, with the renderer's, font's and SDL's given by the caller.
    @MainActor
    public static func gather(rendererName: String, fontFile: String, sdlVersion: String, videoDriver: String) -> MachineInfo {
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
public enum Shell {
    /// What `program` printed when run with `arguments`, trimmed; `nil` when it failed or printed nothing.
    public static func output(_ program: String, _ arguments: [String]) -> String? {
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

