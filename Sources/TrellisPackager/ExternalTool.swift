import Foundation

/// A program the packager runs (`swift`, `strip`, `dpkg-deb`, `dpkg-shlibdeps`,
/// `tar`, `gzip`), found on `PATH` first so a missing one is named with the
/// Debian package that provides it rather than failing with a bare errno.
struct ExternalTool {
    /// The command's name, as typed in a shell.
    let name: String
    /// The Debian package that provides it, for the error when it is missing.
    let debianPackage: String

    /// What one run printed and how it ended.
    struct Outcome {
        /// The exit status; 0 is success.
        var status: Int32
        /// Standard output.
        var output: String
        /// Standard error.
        var errors: String
    }

    /// The program's full path, or the error that says how to install it.
    func locate(environment: [String: String] = ProcessInfo.processInfo.environment) throws(PackageError) -> URL {
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw .missingTool(name: name, debianPackage: debianPackage)
    }

    /// Runs the tool with `arguments` in `folder`, waiting for it to end.
    /// Output is read on other threads while it runs, so a chatty build cannot
    /// fill a pipe and stall.
    @discardableResult
    func run(_ arguments: [String], in folder: URL? = nil, environment: [String: String]? = nil) throws(PackageError) -> Outcome {
        let program = try locate()
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        if let environment { process.environment = environment }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw .toolFailed(command: ([name] + arguments).joined(separator: " "), output: (error as NSError).localizedDescription)
        }
        let streams = Streams()
        let group = DispatchGroup()
        for (index, pipe) in [out, err].enumerated() {
            group.enter()
            Thread.detachNewThread {
                streams.store(pipe.fileHandleForReading.readDataToEndOfFile(), at: index)
                group.leave()
            }
        }
        process.waitUntilExit()
        group.wait()
        return Outcome(status: process.terminationStatus, output: streams.text(0), errors: streams.text(1))
    }

    /// Runs the tool and returns its standard output, or throws with what it printed when it fails.
    @discardableResult
    func output(_ arguments: [String], in folder: URL? = nil) throws(PackageError) -> String {
        let outcome = try run(arguments, in: folder)
        guard outcome.status == 0 else {
            throw .toolFailed(command: ([name] + arguments).joined(separator: " "),
                              output: (outcome.errors + outcome.output).trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return outcome.output
    }
}

/// Standard output and error of a run, each filled once by its reader thread.
private final class Streams: @unchecked Sendable {
    // Guarded by `lock`.
    private var data = [Data(), Data()]
    private let lock = NSLock()

    func store(_ bytes: Data, at index: Int) { lock.withLock { data[index] = bytes } }
    func text(_ index: Int) -> String { lock.withLock { String(decoding: data[index], as: UTF8.self) } }
}

extension ExternalTool {
    static let swift = ExternalTool(name: "swift", debianPackage: "the Swift toolchain from swift.org")
    static let strip = ExternalTool(name: "strip", debianPackage: "binutils")
    static let dpkgDeb = ExternalTool(name: "dpkg-deb", debianPackage: "dpkg")
    static let dpkg = ExternalTool(name: "dpkg", debianPackage: "dpkg")
    static let dpkgShlibdeps = ExternalTool(name: "dpkg-shlibdeps", debianPackage: "dpkg-dev")
    static let tar = ExternalTool(name: "tar", debianPackage: "tar")
    static let gzip = ExternalTool(name: "gzip", debianPackage: "gzip")
}
