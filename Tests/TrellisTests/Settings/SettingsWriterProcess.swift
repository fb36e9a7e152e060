import Foundation

/// The `SettingsWriter` helper run as its own process, writing one key over and over.
final class SettingsWriterProcess {
    let process = Process()
    private let output = Pipe()
    private var pending = Data()

    /// Starts a writer of `count` values of `key` into `file`, each save padded by `padding` bytes.
    init(file: URL, key: String, count: Int, padding: Int = 0, mode: String = "") throws {
        process.executableURL = DemoRun.executable("SettingsWriter")
        process.arguments = [file.path, key, String(count), String(padding), mode]
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    /// The number of the next value the writer reports saved, or nil once it has ended.
    func nextSaved() -> Int? {
        while true {
            if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                pending = Data(pending[(newline + 1)...])
                return Int(line)
            }
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { return nil }
            pending.append(chunk)
        }
    }

    /// Kills the writer at once, with no chance to finish what it was writing.
    func kill() {
        Glibc.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// Waits for the writer to end, and gives its exit status.
    func wait() -> Int32 {
        while nextSaved() != nil {}
        process.waitUntilExit()
        return process.terminationStatus
    }
}

/// A folder of its own under the temporary directory, removed afterwards.
func withSettingsFolder<Result>(_ work: (URL) throws -> Result) rethrows -> Result {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-settings-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try work(folder)
}

/// The property list at `url`, parsed strictly (no salvage), or nil when it is missing or does not parse.
func strictSettings(at url: URL) -> [String: Any]? {
    guard let data = try? Data(contentsOf: url) else { return nil }
    return try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
}
