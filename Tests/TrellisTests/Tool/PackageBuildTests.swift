import Foundation
import Testing

/// `trellis package` end to end, on a package of a user's kind that holds two
/// of Trellis's demos as they are (Hello, and SystemMonitor with its core
/// library): the .deb is inspected with Debian's own tools, installed, run
/// where the Swift toolchain cannot be seen, and removed. They extend
/// `PortBuildTests` so they run one at a time in the step of package builds,
/// in a build folder of their own (`packageScratch`). The packages are built in
/// the debug configuration; the release figures are measured by hand
/// (docs/packaging.md).
extension PortBuildTests {
    static let demos = trellis.appendingPathComponent("Demos")

    /// The package: Package.swift depending on this checkout, and copies of the demos' sources.
    static func demoApps() throws -> URL {
        let folder = try freshFolder("package")
        let apps = folder.appendingPathComponent("Apps")
        let identity = trellis.standardizedFileURL.lastPathComponent
        let manager = FileManager.default
        try manager.createDirectory(at: apps.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        for demo in ["Hello", "SystemMonitor", "SystemMonitorCore"] {
            try manager.copyItem(at: demos.appendingPathComponent(demo), to: apps.appendingPathComponent("Sources/\(demo)"))
        }
        try """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "Apps",
            dependencies: [.package(path: "\(trellis.standardizedFileURL.path)")],
            targets: [
                .executableTarget(name: "Hello", dependencies: [.product(name: "Trellis", package: "\(identity)")]),
                .target(name: "SystemMonitorCore"),
                .executableTarget(name: "SystemMonitor", dependencies: [.product(name: "Trellis", package: "\(identity)"), "SystemMonitorCore"]),
            ]
        )

        """.write(to: apps.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        return apps
    }

    /// Runs `program arguments…` with both streams in one pipe, read on a
    /// thread of its own so the test runner's threads stay free.
    static func tool(_ program: String, _ arguments: [String], in folder: URL? = nil,
                     environment: [String: String] = [:]) async throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + arguments
        if let folder { process.currentDirectoryURL = folder }
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                let data = pipe.fileHandleForReading.readDataToEndOfFile()
                process.waitUntilExit()
                continuation.resume(returning: (process.terminationStatus, String(decoding: data, as: UTF8.self)))
            }
        }
    }

    /// The build folder of these tests, apart from the port tests' one: SwiftPM does not count
    /// `--static-swift-stdlib` among an object's compile flags, and a folder where products were linked
    /// statically broke the port tests' later builds there (missing libraries, then missing products).
    static let packageScratch = work.appendingPathComponent("package-scratch")

    /// `trellis package` for `product` of `apps`, into `output`.
    static func package(_ product: String, of apps: URL, into output: URL, _ more: [String] = []) async throws -> (status: Int32, output: String) {
        try await tool(DemoRun.executable("trellis").path,
                       ["package", product, "--package-path", apps.path, "--output", output.path, "--configuration", "debug",
                        "--scratch-path", packageScratch.path, "--version", "1.2.0", "--maintainer", "Trellis Tests <tests@trellis.example.org>"] + more)
    }

    /// The Swift toolchain's folder (`/opt/swift` for `/opt/swift/usr/bin/swift`).
    static func toolchain() async throws -> String {
        let which = try await tool("sh", ["-c", "readlink -f \"$(command -v swift)\""])
        return URL(fileURLWithPath: which.output.trimmingCharacters(in: .whitespacesAndNewlines))
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    }

    /// Runs `program` headless in a mount namespace where the toolchain and
    /// this checkout are empty folders, printing its first frame's texts.
    /// Without root, a user namespace (`unshare -r`) lends the right to mount.
    static func runWithoutSwift(_ program: String, home: URL) async throws -> (status: Int32, output: String) {
        let hidden = [try await toolchain(), trellis.standardizedFileURL.path]
        let script = #"for folder in "$@"; do mount -t tmpfs none "$folder" || exit 90; done; ldd "$PROGRAM" | grep -i swift; exec "$PROGRAM" --headless --frames 3"#
        return try await tool("unshare", (getuid() == 0 ? ["-m"] : ["-r", "-m"]) + ["sh", "-c", script, "sh"] + hidden,
                              in: home, environment: ["PROGRAM": program, "HOME": home.path, "TRELLIS_DUMP_TEXT_FRAMES": "1",
                                                      "TRELLIS_ASSETS": "", "LD_LIBRARY_PATH": ""])
    }

    /// A new folder in the temporary folder: programs run with the checkout
    /// hidden must find their home and their unpacked files elsewhere.
    static func outsideCheckout() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-package-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The `text-frame:` texts a run printed.
    static func texts(_ output: String) -> [String] {
        output.split(separator: "\n").filter { $0.hasPrefix("text-frame: ") }.map { $0.split(separator: " ", maxSplits: 5).last.map(String.init) ?? "" }
    }
}
